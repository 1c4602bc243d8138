import type { EntityManager } from '@mikro-orm/core';
import type { Genre as GenreDto, GenreUsage } from '../../shared/schemas/genre';
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

/** Every genre with how many artists have it, in Danish order: one grouped statement over the join table. */
export async function readGenreUsage(em: EntityManager): Promise<GenreUsage> {
  const rows = await query(
    em,
    `select genre.id, genre.name, count(artist_genres.artist_id) as artist_count
       from genre left join artist_genres on artist_genres.genre_id = genre.id
      group by genre.id, genre.name, genre.name_sort_key
      order by genre.name_sort_key, genre.id`,
    [],
  );
  // PostgreSQL counts as bigint, which pg hands over as text.
  return rows.map((row) => ({ id: Number(row.id), name: String(row.name), artistCount: Number(row.artist_count) }));
}
