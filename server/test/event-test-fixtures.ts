import type { TestApp } from './test-app';
import { samplePicture } from './sample-images';
import { Artist } from '../modules/artist/artist.entity';
import { Genre } from '../modules/genre/genre.entity';

/** Artists straight into the database: events only need them to exist, not the artist API. */
export async function createArtists<const Names extends readonly string[]>(
  t: TestApp,
  names: Names,
): Promise<{ [Index in keyof Names]: number }> {
  const em = t.orm.em.fork();
  const genre = (await em.findOne(Genre, { name: 'Jazz' })) ?? em.create(Genre, { name: 'Jazz' });
  const artists = names.map((name) => em.create(Artist, { name, description: `Om ${name}`, socials: [], genres: [genre] }));
  await em.flush();
  return artists.map((artist) => artist.id) as { [Index in keyof Names]: number };
}

export async function createVenue(t: TestApp, cookie: string, name: string): Promise<number> {
  const response = await t.post('/api/venues', { cookie, body: { name, city: 'Aarhus', countryCode: 'DK' } });
  if (response.status !== 200) throw new Error(`venue not created: ${response.text}`);
  return response.body.id;
}

/** A cover as the admin form gets it: the URL POST /api/events/image answers. */
export async function uploadCover(t: TestApp, cookie: string, seed = 1): Promise<string> {
  const response = await t.upload('POST', '/api/events/image', { field: 'image', file: await samplePicture('png', { seed }), cookie });
  if (response.status !== 200) throw new Error(`cover not uploaded: ${response.text}`);
  return response.text;
}

export type ConcertBody = { artistID: number; from: string; to: string };

export const concert = (artistID: number, from: string, to: string): ConcertBody => ({ artistID, from, to });

/** A time `days` from now at `hour` UTC, as an ISO string: upcoming (or past) whenever the test runs. */
export function inDays(days: number, hour = 19): string {
  const date = new Date(Date.now() + days * 24 * 3600_000);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
}
