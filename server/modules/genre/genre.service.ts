import type { EntityManager } from '@mikro-orm/core';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import type { Genre as GenreDto, GenreInput } from '../../../shared/schemas/genre';
import { flushOrConflict } from '../../db/flush';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { readGenres } from '../../read-model/genres';
import { Genre } from './genre.entity';

/** The fields the list may be filtered and ordered by (DESIGN.md §3). */
export const genreListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    name: { property: 'name', type: 'string', filter: true, order: 'nameSortKey' },
  },
  defaultOrder: [{ nameSortKey: 'ASC' }],
};

const ALREADY_EXISTS = 'Genren findes allerede';

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
  await flushOrConflict(em, { duplicate: ALREADY_EXISTS });
  return toGenreDto(genre);
}
