import { p } from '@mikro-orm/core';
import { danishSortKey } from '../lib/danish-sort-key';

/**
 * A hidden column that orders the text property `source` in Danish (æ ø å last) on every database,
 * kept in step on every write. Text, not varchar: the key is twice as long as the name. The empty
 * default only lets a migration add the column to a table that has rows (and then fill it).
 */
export function danishSortKeyOf<Source extends string>(source: Source) {
  const key = (entity: Record<Source, string>) => danishSortKey(entity[source]);
  return p.text().default('').hidden().index().onCreate(key).onUpdate(key);
}
