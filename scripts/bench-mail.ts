/**
 * `npm run bench:mail [-- --subscribers 5000] [--postgres]`: a digest of "Nyt i programmet" to 5,000
 * subscribers, written into the outbox and sent through the real sender and mailer to the in-process
 * SMTP server the tests use (server/test/mailbox.ts), one process. Prints how long writing and
 * sending took and the process's peak RSS, and that each subscriber got exactly one mail.
 * SQLite in a temporary file by default (as in production); --postgres on a scratch database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { FastifyBaseLogger } from 'fastify';
import { loadConfig } from '../server/config';
import { createOrm, migrate } from '../server/orm';
import { createScratchDatabase } from '../server/db/scratch-database';
import { executeOn } from '../server/modules/outbox/outbox';
import { composeDigest, startDigest } from '../server/modules/digest/digest.service';
import { registerProgrammeChanges } from '../server/modules/digest/programme-changes';
import { startSubscriberMailSender } from '../server/modules/digest/subscriber-mail-sender';
import { Artist } from '../server/modules/artist/artist.entity';
import { Concert, Event } from '../server/modules/event/event.entity';
import { createMailer } from '../server/lib/mailer';
import { getSettings } from '../server/modules/settings/settings.service';
import { Subscriber, SubscriberFollow } from '../server/modules/subscription/subscription.entity';
import { ensureTeams } from '../server/modules/team/team.service';
import { Venue } from '../server/modules/venue/venue.entity';
import { startMailbox, until } from '../server/test/mailbox';

const { values } = parseArgs({ options: { subscribers: { type: 'string', default: '5000' }, postgres: { type: 'boolean', default: false } } });
const count = Number(values.subscribers);

let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const directory = mkdtempSync(join(tmpdir(), 'spillested-bench-mail-'));
const scratch = values.postgres ? await createScratchDatabase(process.env.POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test') : undefined;
const mailbox = await startMailbox();
// Kept short: the bench counts messages, it does not need to hold them.
let received = 0;
const recipients = new Set<string>();
mailbox.messages.push = (...mails) => {
  for (const mail of mails) recipients.add(mail.to[0]!);
  received += mails.length;
  return 0;
};
const config = loadConfig({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://spillested.example',
  DATABASE_URL: scratch?.url ?? join(directory, 'bench.db'),
  SMTP_URL: mailbox.url,
  MAIL_FROM: 'Spillested <noreply@spillested.example>',
  MAIL_RATE_PER_MINUTE: '100000',
});
const orm = await createOrm(config.DATABASE_URL);
await migrate(orm);
await ensureTeams(orm.em.fork());
registerProgrammeChanges(orm);
const quiet = () => {};
const log = { info: quiet, debug: quiet, trace: quiet, warn: console.warn, error: console.error, fatal: console.error, child: () => log } as unknown as FastifyBaseLogger;

// The programme: a week's news of 12 concerts at three venues.
const em = orm.em.fork();
const venues = ['Vega', 'Train', 'Loppen'].map((name) => em.create(Venue, { name, city: 'Aarhus', countryCode: 'DK' } as never));
const artists = Array.from({ length: 12 }, (_, index) => em.create(Artist, { name: `Kunstner ${index + 1}`, description: 'Om', socials: [] } as never));
await em.flush();
await startDigest(em, 'bench:forrige', Date.now() - 1000);
for (const [index, artist] of artists.entries()) {
  const from = new Date(Date.now() + (index + 3) * 86_400_000);
  const event = em.create(Event, { title: `Koncert ${index + 1}`, description: '<p>En aften</p>', ticketUrl: 'https://billet.example', venue: venues[index % 3]!, isPublic: true, fromDate: from, toDate: new Date(from.getTime() + 3_600_000) } as never);
  em.create(Concert, { event, artist, startsAt: from, endsAt: new Date(from.getTime() + 3_600_000) } as never);
}
await em.flush();

// 5,000 confirmed subscribers: a third the whole programme, a third a venue, a third an artist.
for (let start = 0; start < count; start += 1000) {
  const batch = orm.em.fork();
  const subscribers = Array.from({ length: Math.min(1000, count - start) }, (_, index) => batch.create(Subscriber, { email: `f${start + index}@example.dk`, confirmedAt: new Date() }));
  await batch.flush();
  for (const [index, subscriber] of subscribers.entries()) {
    const kind = (['all', 'venue', 'artist'] as const)[index % 3]!;
    const refId = kind === 'all' ? 0 : kind === 'venue' ? venues[index % 3]!.id : artists[index % 12]!.id;
    batch.create(SubscriberFollow, { subscriber, kind, refId, pending: false });
  }
  await batch.flush();
}
const rssBefore = process.memoryUsage().rss;
peakRss = rssBefore;

const mailer = createMailer(config, log, { site: () => getSettings(orm.em.fork(), config.PUBLIC_URL) });
const started = performance.now();
const digest = (await startDigest(orm.em.fork(), 'bench:nu'))!;
const stop = startSubscriberMailSender(orm, config, mailer, log);
const written = await composeDigest(orm, digest);
const composed = performance.now();
await until(() => received >= written, `expected ${written} mails`, 30 * 60_000);
const sent = performance.now();
await stop();
await mailer.close();
const [row] = await executeOn(orm.em.fork())("select count(*) as n from subscriber_mail where status = 'delivered'", []);
clearInterval(sampler);

console.log(`bench:mail ${values.postgres ? 'PostgreSQL' : 'SQLite'}, ${count} subscribers, ${written} digest mails`);
console.log(`  written to the outbox: ${((composed - started) / 1000).toFixed(1)} s (batches of 500 subscribers)`);
console.log(`  sent to the SMTP server: ${((sent - started) / 1000).toFixed(1)} s, ${(written / ((sent - started) / 1000)).toFixed(0)} mails/s`);
console.log(`  each subscriber exactly once: ${recipients.size === written && received === written && Number(row!.n) === written ? 'yes' : 'NO'}`);
console.log(`  RSS before: ${mb(rssBefore)}, peak while writing and sending: ${mb(peakRss)} (+${mb(peakRss - rssBefore)})`);

await orm.close(true);
await mailbox.close();
await scratch?.drop();
rmSync(directory, { recursive: true, force: true });
