import { recordIdOf } from '../../shared/record-id';
import { notFound } from '../errors';

/**
 * A record's id from the path of a plain route (a feed, a file): digits only, a safe positive
 * integer. Anything else names no record, so it is the record's 404, not a 400.
 */
export function pathId(raw: string, notFoundMessage: string): number {
  const id = recordIdOf(raw);
  if (id === undefined) throw notFound(notFoundMessage);
  return id;
}
