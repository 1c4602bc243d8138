import type { EntityManager } from '@mikro-orm/core';
import { ARTIST_DESCRIPTION_REQUIRED, ARTIST_IMAGE_REQUIRED } from '../../../shared/messages';
import type { Artist as ArtistDto, ArtistInput, ArtistUpdateInput } from '../../../shared/schemas/artist';
import type { ListQuery, PagedList } from '../../../shared/schemas/common';
import { flushOrConflict } from '../../db/flush';
import { assertUnchangedSince } from '../../db/unchanged-since';
import { invalid, notFound } from '../../errors';
import { findPageIds, type ListSpec, pagedList, planList } from '../../lib/list-query';
import { sanitizeDescription } from '../../lib/rich-text';
import { readArtists } from '../../read-model/artists';
import { Genre } from '../genre/genre.entity';
import { toGenreDto } from '../genre/genre.service';
import { resolveImageUrl } from '../image/image.service';
import { imageFocusOf, optionalImageUrl } from '../../lib/image-url';
import type { Member } from '../member/member.entity';
import { Artist } from './artist.entity';
import { translationsOf, translationsToStore } from '../../lib/translations';
import { givenFields } from '../../lib/given-fields';

/** Relations an artist needs loaded before toArtistDto. */
export const ARTIST_POPULATE = ['genres', 'image'] as const;

/** The fields the list may be filtered and ordered by (docs/api.md). */
export const artistListSpec: ListSpec = {
  fields: {
    id: { property: 'id', type: 'number', filter: true, order: true },
    name: { property: 'name', type: 'string', filter: true, order: 'nameSortKey' },
    /** Artists that have this genre among theirs: a condition holds when any of the artist's genres meets it. */
    genre_id: { property: 'genres', type: 'number', filter: true, across: 'genres' },
    created_at: { property: 'createdAt', type: 'date', filter: true, order: true },
    updated_at: { property: 'updatedAt', type: 'date', filter: true, order: true },
  },
  defaultOrder: [{ nameSortKey: 'ASC' }],
};

const NOT_FOUND = 'Kunstneren findes ikke';
const IN_USE = 'Kunstneren spiller ved et eller flere events og kan ikke slettes';

/** Expects ARTIST_POPULATE loaded. Genres come ordered by name, case ignored. */
export function toArtistDto(artist: Artist, publicUrl: string): ArtistDto {
  return {
    id: artist.id,
    name: artist.name,
    imageUrl: optionalImageUrl(publicUrl, artist.image),
    ...imageFocusOf(artist.image?.focusX, artist.image?.focusY),
    description: artist.description,
    genres: [...artist.genres.getItems()]
      .sort((a, b) => a.nameSortKey.localeCompare(b.nameSortKey) || a.id - b.id)
      .map(toGenreDto),
    socials: artist.socials,
    previewUrl: artist.previewUrl ?? undefined,
    translations: translationsOf(artist.translations),
    createdAt: artist.createdAt.toISOString(),
    updatedAt: artist.updatedAt.toISOString(),
    createdBy: artist.createdBy?.id,
    updatedBy: artist.updatedBy?.id,
  };
}

export async function listArtists(em: EntityManager, publicUrl: string, query: ListQuery): Promise<PagedList<ArtistDto>> {
  const plan = planList(query, artistListSpec);
  const [ids, total] = await findPageIds(em, Artist, plan);
  return pagedList(plan, await readArtists(em, publicUrl, ids), total);
}

async function findArtist(em: EntityManager, id: number): Promise<Artist> {
  const artist = await em.findOne(Artist, { id }, { populate: ARTIST_POPULATE });
  if (!artist) throw notFound(NOT_FOUND);
  return artist;
}

export async function getArtist(em: EntityManager, publicUrl: string, id: number): Promise<ArtistDto> {
  const [artist] = await readArtists(em, publicUrl, [id]);
  if (!artist) throw notFound(NOT_FOUND);
  return artist;
}

/** The body's fields as an artist holds them; the checks zod cannot make (they need the database) are made here. */
async function resolveInput(em: EntityManager, publicUrl: string, { genreIds, imageUrl, translations, ...fields }: ArtistInput, stored?: Artist) {
  // genreIds arrive deduplicated (artistInputSchema), so a shortfall means an unknown id.
  const genres = await em.find(Genre, { id: { $in: genreIds } });
  if (genres.length !== genreIds.length) throw invalid('Genren findes ikke');
  const image = imageUrl ? await resolveImageUrl(em, publicUrl, imageUrl) : undefined;
  return {
    ...fields,
    description: sanitizeDescription(fields.description, ARTIST_DESCRIPTION_REQUIRED),
    ...givenFields({ translations: translationsToStore(translations, stored?.translations, ['description']) }),
    genres,
    ...(image && { image }),
  };
}

export async function createArtist(em: EntityManager, publicUrl: string, input: ArtistInput, actor: Member): Promise<ArtistDto> {
  // The spec's own wording, in English, for a create without its picture (docs/product.md).
  if (!input.imageUrl) throw invalid(ARTIST_IMAGE_REQUIRED);
  const artist = em.create(Artist, { ...(await resolveInput(em, publicUrl, input)), createdBy: actor, updatedBy: actor });
  await em.flush();
  return toArtistDto(artist, publicUrl);
}

/** Replaces every field; without an imageUrl the current picture stays. */
export async function updateArtist(
  em: EntityManager,
  publicUrl: string,
  id: number,
  input: ArtistUpdateInput,
  actor: Member,
): Promise<ArtistDto> {
  const { updatedAt: seen, ...fields } = input;
  return em.transactional(async (tx) => {
    await assertUnchangedSince(tx, Artist, id, seen, { definite: 'Kunstneren', pronoun: 'den' });
    const artist = await findArtist(tx, id);
    // Set by hand: a change of genres alone only touches the pivot table, which would leave updatedAt as it was.
    tx.assign(artist, { ...(await resolveInput(tx, publicUrl, fields, artist)), updatedBy: actor, updatedAt: new Date() });
    await tx.flush();
    return toArtistDto(artist, publicUrl);
  });
}

/** Returns the deleted artist, so a client can offer to undo by creating it again. */
export async function deleteArtist(em: EntityManager, publicUrl: string, id: number): Promise<ArtistDto> {
  const artist = await findArtist(em, id);
  const deleted = toArtistDto(artist, publicUrl);
  // Concerts reference artists with a restricting foreign key.
  em.remove(artist);
  await flushOrConflict(em, { inUse: IN_USE });
  return deleted;
}
