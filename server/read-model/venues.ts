import type { EntityManager } from '@mikro-orm/core';
import { VENUE_ACCESS_KEYS } from '../../shared/access';
import type { Venue as VenueDto } from '../../shared/schemas/venue';
import { accessColumn } from '../lib/access-columns';
import { accessFromRow } from './access';
import { auditFields, json, optional, placeholders, query, type Row } from './columns';
import { translationsOf, type StoredTranslations } from '../lib/translations';

/** The venue columns a DTO needs, each named with `prefix` (events select them beside their own). */
export const venueColumns = (alias: string, prefix = '') =>
  ['id', 'name', 'city', 'country_code', 'address', 'postal_code', 'url', ...VENUE_ACCESS_KEYS.map(accessColumn), 'translations', 'capacity', 'created_at', 'updated_at', 'created_by_id', 'updated_by_id']
    .map((column) => `${alias}.${column} as ${prefix}${column}`)
    .join(', ');

export function venueFromRow(row: Row, prefix = ''): VenueDto {
  return {
    id: Number(row[`${prefix}id`]),
    name: String(row[`${prefix}name`]),
    city: String(row[`${prefix}city`]),
    countryCode: String(row[`${prefix}country_code`]),
    address: optional<string>(row[`${prefix}address`]),
    postalCode: optional<string>(row[`${prefix}postal_code`]),
    url: optional<string>(row[`${prefix}url`]),
    access: accessFromRow(VENUE_ACCESS_KEYS, row, prefix),
    translations: translationsOf(json<StoredTranslations>(row[`${prefix}translations`])),
    capacity: optional<number>(row[`${prefix}capacity`]),
    ...auditFields(row, prefix),
  };
}

/** Venues as DTOs in one statement, in the order of `ids`; ids that name no venue are left out. */
export async function readVenues(em: EntityManager, ids: number[]): Promise<VenueDto[]> {
  if (ids.length === 0) return [];
  const rows = await query(em, `select ${venueColumns('v')} from venue v where v.id in (${placeholders(ids)})`, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), venueFromRow(row)]));
  return ids.map((id) => byId.get(id)).filter((venue): venue is VenueDto => venue !== undefined);
}
