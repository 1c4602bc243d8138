import { EVENT_ACCESS_FLAGS, VENUE_ACCESS_FLAGS } from '../../shared/access';
import { accessColumn, accessFromStored } from '../lib/access-columns';
import { bool, type Row } from './columns';

const FLAGS: ReadonlySet<string> = new Set([...VENUE_ACCESS_FLAGS, ...EVENT_ACCESS_FLAGS]);

/** A venue's or an event's access object from its row's columns (named with `prefix`): the items set, or none. */
export function accessFromRow<Access>(keys: readonly string[], row: Row, prefix = ''): Access | undefined {
  return accessFromStored<Access>(keys, (key) => {
    const value = row[`${prefix}${accessColumn(key)}`];
    // node:sqlite gives booleans as 0 and 1, and 0 is a told "no".
    return value === null || value === undefined ? undefined : FLAGS.has(key) ? bool(value) : String(value);
  });
}
