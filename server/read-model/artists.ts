import type { EntityManager } from '@mikro-orm/core';
import type { Artist as ArtistDto } from '../../shared/schemas/artist';
import type { Genre as GenreDto } from '../../shared/schemas/genre';
import { imageFocusOf, optionalImageUrl } from '../lib/image-url';
import { auditFields, json, optional, placeholders, query } from './columns';
import { genreFromRow } from './genres';
import { translationsOf, type StoredTranslations } from '../lib/translations';

/** The genres of each artist, ordered as toArtistDto orders them: by Danish sort key, then id. */
async function genresByArtist(em: EntityManager, artistIds: number[]): Promise<Map<number, GenreDto[]>> {
  const rows = await query(
    em,
    `select ag.artist_id, g.id, g.name, g.name_sort_key, g.created_at, g.updated_at
       from artist_genres ag join genre g on g.id = ag.genre_id
      where ag.artist_id in (${placeholders(artistIds)})`,
    artistIds,
  );
  rows.sort((a, b) => String(a.name_sort_key).localeCompare(String(b.name_sort_key)) || Number(a.id) - Number(b.id));
  const byArtist = new Map<number, GenreDto[]>();
  for (const row of rows) {
    const genres = byArtist.get(Number(row.artist_id)) ?? [];
    genres.push(genreFromRow(row));
    byArtist.set(Number(row.artist_id), genres);
  }
  return byArtist;
}

/**
 * Artists as DTOs straight from two statements (artists with their picture, then all their
 * genres), in the order of `ids`; ids that name no artist are left out.
 */
export async function readArtists(em: EntityManager, publicUrl: string, ids: number[]): Promise<ArtistDto[]> {
  if (ids.length === 0) return [];
  const [rows, genres] = await Promise.all([
    query(
      em,
      `select a.id, a.name, a.description, a.preview_url, a.socials, a.translations, i.hash as image_hash, i.focus_x as image_focus_x, i.focus_y as image_focus_y,
              a.created_at, a.updated_at, a.created_by_id, a.updated_by_id
         from artist a left join image i on i.id = a.image_id
        where a.id in (${placeholders(ids)})`,
      ids,
    ),
    genresByArtist(em, ids),
  ]);
  const byId = new Map(
    rows.map((row): [number, ArtistDto] => [
      Number(row.id),
      {
        id: Number(row.id),
        name: String(row.name),
        imageUrl: optionalImageUrl(publicUrl, row.image_hash ? { hash: String(row.image_hash) } : null),
        ...imageFocusOf(row.image_focus_x, row.image_focus_y),
        description: String(row.description),
        genres: genres.get(Number(row.id)) ?? [],
        socials: json<string[]>(row.socials),
        previewUrl: optional<string>(row.preview_url),
        translations: translationsOf(json<StoredTranslations>(row.translations)),
        ...auditFields(row),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((artist): artist is ArtistDto => artist !== undefined);
}
