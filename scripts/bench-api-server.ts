/**
 * The server side of `npm run bench:api`, one process per database and size so its CPU time is
 * its own: seeds BENCH_EVENTS upcoming public events × 3 concerts into DATABASE_URL (empty), then
 * serves the site on PORT. Prints one JSON line with the addresses to measure once it listens.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createOrm, migrate } from '../server/orm';
import { builtPages } from '../server/http/page-renderer';
import { Artist } from '../server/modules/artist/artist.entity';
import { Concert, Event } from '../server/modules/event/event.entity';
import { Genre } from '../server/modules/genre/genre.entity';
import { storeUpload } from '../server/modules/image/image.service';
import { ensureFirstAdmin } from '../server/modules/member/first-admin';
import { ensureTeams } from '../server/modules/team/team.service';
import { Venue } from '../server/modules/venue/venue.entity';
import { demoPicture } from '../server/demo/demo-pictures';

const config = loadConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn' });
const eventCount = Number(process.env.BENCH_EVENTS ?? 100);

/** Upcoming events over the next year, 3 concerts each by 30 artists in 6 genres at 8 venues: a list like the real one. */
async function seed() {
  const orm = await createOrm(config.DATABASE_URL);
  await migrate(orm);
  const em = orm.em.fork();
  await ensureTeams(em);
  const pictures = await Promise.all([1, 2, 3, 4].map(async (seed) => storeUpload(em, await demoPicture(seed, 800, 600), 'picture')));
  const genres = ['Indie', 'Folk', 'Jazz', 'Rock', 'Pop', 'Soul'].map((name) => em.create(Genre, { name }));
  const venues = Array.from({ length: 8 }, (_, index) =>
    em.create(Venue, { name: `Spillested ${index + 1}`, city: 'Aarhus', countryCode: 'DK' }),
  );
  const artists = Array.from({ length: 30 }, (_, index) =>
    em.create(Artist, {
      name: `Kunstner ${index + 1}`,
      description: `<p>Kunstner ${index + 1} spiller <strong>live</strong> med nye sange og gamle favoritter.</p>`,
      socials: [`https://www.instagram.com/kunstner${index + 1}`, `https://www.facebook.com/kunstner${index + 1}`],
      previewUrl: `https://open.spotify.com/artist/kunstner${index + 1}`,
      image: pictures[index % pictures.length],
      genres: [genres[index % genres.length]!, genres[(index + 2) % genres.length]!],
    }),
  );
  const start = Date.now() + 24 * 60 * 60 * 1000;
  for (let index = 0; index < eventCount; index += 1) {
    const day = new Date(start + Math.floor((index * 365) / eventCount) * 24 * 60 * 60 * 1000);
    const at = (hour: number) => new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
    const event = em.create(Event, {
      title: `Koncertaften ${index + 1}`,
      description: '<p>En aften med tre koncerter, bar og god lyd. Dørene åbner en time før første koncert.</p>',
      ticketUrl: `https://billet.example/${index + 1}`,
      image: pictures[index % pictures.length],
      venue: venues[index % venues.length]!,
      isPublic: true,
      fromDate: at(18),
      toDate: at(23),
    });
    for (let slot = 0; slot < 3; slot += 1) {
      em.create(Concert, { event, artist: artists[(index * 3 + slot) % artists.length]!, startsAt: at(18 + slot * 2), endsAt: at(19 + slot * 2) });
    }
  }
  await em.flush();
  return orm;
}

const orm = await seed();
const distRoot = resolve(import.meta.dirname, '../dist');
const pages = existsSync(join(distRoot, 'server/entry-server.js')) ? builtPages(distRoot) : undefined;
const app = await buildApp({ config, orm, pages, logger: { level: 'warn' } });
await ensureFirstAdmin(orm.em.fork(), config);
await app.listen({ host: '127.0.0.1', port: config.PORT });

// The list the /events page shows: upcoming public events, all of them.
const today = new Date(new Date().setUTCHours(0, 0, 0, 0)).toISOString();
const listInput = { filter: `from_date>=${today},is_public=true`, per_page: 0 };
const restPath = `/api/events?filter=${encodeURIComponent(listInput.filter)}&per_page=0`;
const trpcPath = `/trpc/events.list?input=${encodeURIComponent(JSON.stringify(listInput))}`;

console.log(JSON.stringify({ restPath, trpcPath, pages: Boolean(pages) }));
