import type { EntityManager } from '@mikro-orm/core';
import { z } from 'zod';
import { startOfCopenhagenDay } from '../../../shared/copenhagen-time';
import { artistSchema } from '../../../shared/schemas/artist';
import { readArtists } from '../../read-model/artists';
import { isoDate, query } from '../../read-model/columns';

/** /artists shows 50 artists at a time, then "Vis flere" (docs/content.md). */
export const UPCOMING_ARTISTS_PER_PAGE = 50;

export const upcomingArtistsSchema = z.object({
  records: z.array(z.object({ artist: artistSchema, nextDate: z.string() })),
  /** Whether a next page has artists. */
  more: z.boolean(),
});

/**
 * The start of each artist's next concert at an upcoming public event (from midnight in
 * Copenhagen, docs/api.md), null for none. An event starts with its first concert, so its concerts
 * start from then too: said again of the concert, the index on concert (artist_id, starts_at,
 * event_id) walks the artist's concerts from today in order and stops at the first whose event is
 * public, without reading past ones.
 */
const NEXT_CONCERT = `(select c.starts_at from concert c join event e on e.id = c.event_id
  where c.artist_id = a.id and c.starts_at >= ? and e.is_public = ? and e.from_date >= ? order by c.starts_at limit 1)`;

/**
 * One page of the artists with an upcoming public concert, in Danish name order, each with the
 * start of their next concert: the artists are walked in name order and each one's next concert is
 * found through the index, so the cost follows the page, not the size of the programme. At 100,000
 * events this took 250 ms on SQLite as an exists and a min() over the upcoming concerts, and 100 ms
 * on PostgreSQL as an exists once the index was there (it hashed each artist's concerts); 0.4 and
 * 1.1 ms this way.
 */
export async function listUpcomingArtists(em: EntityManager, publicUrl: string, page: number): Promise<z.infer<typeof upcomingArtistsSchema>> {
  const since = startOfCopenhagenDay(new Date());
  const rows = await query(
    em,
    `select id, next_date from (select a.id, a.name_sort_key, ${NEXT_CONCERT} as next_date from artist a) upcoming
      where next_date is not null order by name_sort_key, id limit ? offset ?`,
    [since, true, since, UPCOMING_ARTISTS_PER_PAGE + 1, (page - 1) * UPCOMING_ARTISTS_PER_PAGE],
  );
  const onPage = rows.slice(0, UPCOMING_ARTISTS_PER_PAGE);
  if (onPage.length === 0) return { records: [], more: false };
  const artists = await readArtists(em, publicUrl, onPage.map((row) => Number(row.id)));
  const nextDate = new Map(onPage.map((row) => [Number(row.id), isoDate(row.next_date)]));
  return { records: artists.map((artist) => ({ artist, nextDate: nextDate.get(artist.id)! })), more: rows.length > UPCOMING_ARTISTS_PER_PAGE };
}
