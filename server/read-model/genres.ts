import type { EntityManager } from '@mikro-orm/core';
import type { Genre as GenreDto } from '../../shared/schemas/genre';
import { isoDate, placeholders, query, type Row } from './columns';

export const genreFromRow = (row: Row): GenreDto => ({
  id: Number(row.id),
  name: String(row.name),
  createdAt: isoDate(row.created_at),
  updatedAt: isoDate(row.updated_at),
});

/** Genres as DTOs in one statement, in the order of `ids`. */
export async function readGenres(em: EntityManager, ids: number[]): Promise<GenreDto[]> {
  if (ids.length === 0) return [];
  const rows = await query(em, `select id, name, created_at, updated_at from genre where id in (${placeholders(ids)})`, ids);
  const byId = new Map(rows.map((row) => [Number(row.id), genreFromRow(row)]));
  return ids.map((id) => byId.get(id)).filter((genre): genre is GenreDto => genre !== undefined);
}
