import { type EntityManager, LockMode } from '@mikro-orm/core';
import { REFUSALS } from '../../../shared/refusals';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { Genre as GenreDto, GenreInput, GenreUsage } from '../../../shared/schemas/genre';
import { flushOrConflict } from '../../db/flush';
import { conflict, invalid, notFound } from '../../errors';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { readGenres, readGenreUsage } from '../../read-model/genres';
import { Artist } from '../artist/artist.entity';
import type { Member } from '../member/member.entity';
import { Genre } from './genre.entity';
import { countText } from '../../../shared/count-text';

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const genreListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    name: { property: 'name', type: 'string', filter: true, order: 'nameSortKey' },
  },
  defaultOrder: [{ nameSortKey: 'ASC' }],
};

const NOT_FOUND = 'Genren findes ikke';
const INTO_ITSELF = 'En genre kan ikke flettes ind i sig selv';

const artistCount = (count: number) => countText(count, 'kunstner', 'kunstnere');

export function toGenreDto(genre: Genre): GenreDto {
  return { id: genre.id, name: genre.name, createdAt: genre.createdAt.toISOString(), updatedAt: genre.updatedAt.toISOString() };
}

export async function listGenres(em: EntityManager, query: ListQuery): Promise<PagedList<GenreDto>> {
  const plan = planList(query, genreListSpec);
  const [ids, total] = await findPageIds(em, Genre, plan);
  return pagedList(plan, await readGenres(em, ids), total);
}

export async function createGenre(em: EntityManager, input: GenreInput): Promise<GenreDto> {
  // The unique normalized name decides, also between two requests creating the same genre at once.
  const genre = em.create(Genre, input);
  await flushOrConflict(em, { duplicate: REFUSALS.genreExists });
  return toGenreDto(genre);
}

export const genreUsage = (em: EntityManager): Promise<GenreUsage> => readGenreUsage(em);

/**
 * Locks the genre (FOR UPDATE on PostgreSQL; SQLite runs one transaction at a time): an artist save
 * that links it takes a key-share lock on the same row, so counting or moving its artists afterwards
 * sees every link, and a link made meanwhile waits for the outcome.
 */
async function lockGenre(em: EntityManager, id: number): Promise<Genre> {
  const genre = await em.findOne(Genre, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!genre) throw notFound(NOT_FOUND);
  return genre;
}

export async function updateGenre(em: EntityManager, id: number, input: GenreInput): Promise<GenreDto> {
  const genre = await em.findOne(Genre, { id });
  if (!genre) throw notFound(NOT_FOUND);
  // The unique normalized name decides, so "rock" cannot become a second "Rock" even in a race.
  em.assign(genre, input);
  await flushOrConflict(em, { duplicate: REFUSALS.genreExists });
  return toGenreDto(genre);
}

/** Only a genre no artist has: the join table cascades, so deleting a used one would strip artists silently. */
export async function deleteGenre(em: EntityManager, id: number): Promise<GenreDto> {
  return em.transactional(async (tx) => {
    const genre = await lockGenre(tx, id);
    const used = await tx.count(Artist, { genres: genre });
    if (used > 0) throw conflict(`Genren bruges af ${artistCount(used)} og kan ikke slettes. Flet den ind i en anden genre i stedet.`);
    const deleted = toGenreDto(genre);
    tx.remove(genre);
    await tx.flush();
    return deleted;
  });
}

/**
 * Gives every artist of genre `id` the genre `intoId` instead (an artist that had both keeps one) and
 * deletes `id`, in one transaction; answers the genre that remains.
 */
export async function mergeGenre(em: EntityManager, id: number, intoId: number, actor: Member): Promise<GenreDto> {
  if (id === intoId) throw invalid(INTO_ITSELF);
  return em.transactional(async (tx) => {
    // In id order, so two opposite merges at once wait for each other instead of deadlocking.
    const first = await lockGenre(tx, Math.min(id, intoId));
    const second = await lockGenre(tx, Math.max(id, intoId));
    const [genre, into] = first.id === id ? [first, second] : [second, first];
    const artists = await tx.find(Artist, { genres: genre }, { populate: ['genres'] });
    const now = new Date();
    for (const artist of artists) {
      artist.genres.remove(genre);
      if (!artist.genres.contains(into)) artist.genres.add(into);
      // Set by hand, as artist updates do: only the join table changes, which would leave updatedAt as it was.
      tx.assign(artist, { updatedAt: now, updatedBy: actor });
    }
    tx.remove(genre);
    await tx.flush();
    return toGenreDto(into);
  });
}
