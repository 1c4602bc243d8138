import type { MikroORM } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/sql';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Feed } from 'feed';
import { copenhagenToUtc, copenhagenWallClock, startOfCopenhagenDay } from '../../shared/copenhagen-time';
import { type Locale, LOCALES, localisedPath } from '../../shared/i18n';
import { translatorFor } from '../../shared/i18n/translators';
import { richTextToPlainText } from '../../shared/rich-text';
import type { Event } from '../../shared/schemas/event';
import { siteName } from '../../shared/site-identity';
import { translated } from '../../shared/translations';
import type { Config } from '../config';
import { notFound } from '../errors';
import { artistEntries, CALENDAR_MAX_ENTRIES, calendar } from '../lib/event-calendar';
import { pathId } from '../lib/path-id';
import { countPerContentVersion } from '../lib/list-query';
import { nightWords } from '../lib/night-words';
import { Artist } from '../modules/artist/artist.entity';
import { getArtist } from '../modules/artist/artist.service';
import { Event as EventEntity } from '../modules/event/event.entity';
import { getEvent, listEvents } from '../modules/event/event.service';
import { getSettings } from '../modules/settings/settings.service';
import { Venue } from '../modules/venue/venue.entity';
import { getVenue } from '../modules/venue/venue.service';
import { isoDate, type Row } from '../read-model/columns';

/** What the OpenAPI document says of each feed: public GETs at the site's root, not under /api. */
export const FEEDS = [
  { path: '/kalender.ics', type: 'text/calendar', summary: 'Kalender (iCalendar) med alle kommende offentlige koncerter, én VEVENT pr. aften' },
  { path: '/artists/{id}/kalender.ics', type: 'text/calendar', summary: 'Kalender med en kunstners kommende offentlige koncerter, én VEVENT pr. koncert af kunstneren' },
  { path: '/venues/{id}/kalender.ics', type: 'text/calendar', summary: 'Kalender med et spillesteds kommende offentlige koncerter, én VEVENT pr. aften' },
  { path: '/events/{id}.ics', type: 'text/calendar', summary: 'Ét offentligt event som kalenderfil: én VEVENT for aftenen, fra dørene åbner til den sidste koncert slutter, med programmet i beskrivelsen' },
  { path: '/rss.xml', type: 'application/rss+xml', summary: 'RSS 2.0-feed med kommende offentlige koncerter' },
  { path: '/en/kalender.ics', type: 'text/calendar', summary: 'Som /kalender.ics, på engelsk: engelske titler og beskrivelser hvor eventet har dem, links til de engelske sider' },
  { path: '/en/artists/{id}/kalender.ics', type: 'text/calendar', summary: 'Som /artists/{id}/kalender.ics, på engelsk' },
  { path: '/en/venues/{id}/kalender.ics', type: 'text/calendar', summary: 'Som /venues/{id}/kalender.ics, på engelsk' },
  { path: '/en/events/{id}.ics', type: 'text/calendar', summary: 'Som /events/{id}.ics, på engelsk' },
  { path: '/en/rss.xml', type: 'application/rss+xml', summary: 'Som /rss.xml, på engelsk: engelske titler og beskrivelser hvor eventet har dem, links til de engelske sider' },
  { path: '/sitemap.xml', type: 'application/xml', summary: 'Sitemap-indeks over sitemap-filerne med de offentlige sider' },
  { path: '/sitemap-{part}.xml', type: 'application/xml', summary: 'Én sitemap-fil med højst 10.000 offentlige sider' },
  { path: '/robots.txt', type: 'text/plain', summary: 'Regler for søgemaskiner' },
] as const;

/** Feeds change when the programme does; a few minutes' caching spares the database. */
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Every feed is bounded whatever the programme's size (docs/content.md), and the bound is in the
 * statement: a calendar holds the coming 12 months and at most 500 entries, RSS the next 50.
 */
const CALENDAR_MONTHS = 12;
const RSS_ITEMS = 50;
/**
 * URLs per sitemap file, each language's URL of a page counted. The protocol allows 50,000, but a URL
 * with its three alternates (da, en, x-default) is about 400 bytes: 3,000 keep each file near 1.2 MB,
 * under the 2 MB every answer stays within (issue 25).
 */
export const SITEMAP_URLS_PER_FILE = 3_000;
const STATIC_PAGES = ['/', '/events', '/events/tidligere', '/artists', '/about'];

/** Midnight in Copenhagen `months` after today's: the end of a calendar's window. */
function monthsAhead(now: Date, months: number): Date {
  const { year, month, day } = copenhagenWallClock(now);
  return copenhagenToUtc(year + Math.floor((month - 1 + months) / 12), ((month - 1 + months) % 12) + 1, day);
}

/**
 * The public programme from today on (docs/api.md), as visitors see it: never a members-only
 * event. At most `limit` events, earliest first, starting before `until` when given.
 */
export async function upcomingPublicEvents(orm: MikroORM, config: Config, limit: number, { until, extraFilter = '' }: { until?: Date; extraFilter?: string } = {}): Promise<Event[]> {
  const filter = `from_date>=${startOfCopenhagenDay(new Date()).toISOString()}${until ? `,from_date<${until.toISOString()}` : ''}${extraFilter}`;
  const { records } = await listEvents(orm.em.fork(), config.PUBLIC_URL, { per_page: limit, filter, order_by: ['from_date ASC'] }, null);
  return records;
}

/** A calendar's events: the coming 12 months, as many as can give 500 entries (each has a concert). */
const calendarEvents = (orm: MikroORM, config: Config, extraFilter?: string) =>
  upcomingPublicEvents(orm, config, CALENDAR_MAX_ENTRIES, { until: monthsAhead(new Date(), CALENDAR_MONTHS), extraFilter });

/** An id in a feed's path: anything but a positive integer is no such record. */
const parseId = (raw: string) => pathId(raw, 'Findes ikke');

function sendCalendar(reply: FastifyReply, body: string, filename?: string) {
  reply.header('cache-control', CACHE_CONTROL).type('text/calendar; charset=utf-8');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

type SitemapEntry = { path: string; lastmod?: string };
/** A kind of record with a public page each: which rows, and the path their ids follow. */
type SitemapRecords = { entity: typeof EventEntity | typeof Artist | typeof Venue; where: object; path: string };

/**
 * The sitemap's pages in files of `urlsPerFile` URLs, a page's Danish and English URL side by side:
 * the static pages, then each kind of record below by id. A file reads only the rows it holds (limit
 * and offset by id), and the counts that place them are made once per content version. Upcoming
 * public events, as visitors see them (the archive links the past ones); every artist and every
 * venue, as each has a public page.
 */
function sitemapParts(orm: MikroORM, urlsPerFile: number) {
  const pagesPerFile = Math.max(1, Math.floor(urlsPerFile / LOCALES.length));
  const records = (): SitemapRecords[] => [
    { entity: EventEntity, where: { isPublic: true, fromDate: { $gte: startOfCopenhagenDay(new Date()) } }, path: '/events' },
    { entity: Artist, where: {}, path: '/artists' },
    { entity: Venue, where: {}, path: '/venues' },
  ];
  const counts = (kinds: SitemapRecords[]) => {
    const em = orm.em.fork();
    return Promise.all(kinds.map(({ entity, where }) => countPerContentVersion(em, entity as typeof Artist, where as never)));
  };
  /** Rows of id and updated_at, by id, `limit` from `offset`. */
  const rows = async ({ entity, where }: SitemapRecords, offset: number, limit: number): Promise<Row[]> =>
    limit <= 0
      ? []
      : (orm.em.fork() as SqlEntityManager)
          .createQueryBuilder(entity as typeof Artist)
          .select(['id', 'updatedAt'])
          .where(where as never)
          .orderBy({ id: 'ASC' })
          .offset(Math.max(0, offset))
          .limit(limit)
          .execute('all', false);
  return {
    async count(): Promise<number> {
      const total = (await counts(records())).reduce((sum, count) => sum + count, STATIC_PAGES.length);
      return Math.max(1, Math.ceil(total / pagesPerFile));
    },
    /** File `number`, from 1; past the last one is not found. */
    async part(number: number): Promise<SitemapEntry[]> {
      const kinds = records();
      const sizes = await counts(kinds);
      const start = (number - 1) * pagesPerFile;
      const end = start + pagesPerFile;
      let from = STATIC_PAGES.length;
      const sections = await Promise.all(
        kinds.map(async (kind, index) => {
          const to = from + sizes[index]!;
          const offset = Math.max(0, start - from);
          const limit = Math.min(end, to) - Math.max(start, from);
          from = to;
          return (await rows(kind, offset, limit)).map((row) => ({ path: `${kind.path}/${row.id}`, lastmod: isoDate(row.updated_at) }));
        }),
      );
      const entries = [...STATIC_PAGES.slice(start, end).map((path) => ({ path })), ...sections.flat()];
      if (entries.length === 0 && number > 1) throw notFound('Findes ikke');
      return entries;
    },
  };
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The programme for calendar apps, feed readers and search engines (docs/content.md). */
export async function feeds(
  app: FastifyInstance,
  { orm, config, urlsPerFile = SITEMAP_URLS_PER_FILE }: { orm: MikroORM; config: Config; urlsPerFile?: number },
) {
  const absolute = (path: string) => new URL(path, config.PUBLIC_URL).href;
  /** The association's name as its settings say now (docs/settings.md): calendars and the feed are named after it. */
  const name = async () => siteName(await getSettings(orm.em.fork(), config.PUBLIC_URL));

  /** The programme's feeds in a language: Danish at the root, English under /en, each linking to its pages in it. */
  const feedsIn = (locale: Locale) => {
    const prefix = localisedPath('/', locale).replace(/\/$/, '');
    const { t } = translatorFor(locale);
    const words = nightWords(translatorFor(locale));
    const page = (path: string) => absolute(localisedPath(path, locale));

    app.get(`${prefix}/kalender.ics`, async (_request, reply) => {
      const [site, events] = await Promise.all([name(), calendarEvents(orm, config)]);
      return sendCalendar(reply, calendar(config.PUBLIC_URL, t('feed.upcoming', { site }), events, { locale }));
    });

    app.get<{ Params: { id: string } }>(`${prefix}/artists/:id/kalender.ics`, async (request, reply) => {
      const artist = await getArtist(orm.em.fork(), config.PUBLIC_URL, parseId(request.params.id));
      const [site, events] = await Promise.all([name(), calendarEvents(orm, config, `,artist_id=${artist.id}`)]);
      return sendCalendar(reply, calendar(config.PUBLIC_URL, t('feed.artistCalendar', { artist: artist.name, site }), events, { locale, entriesOf: artistEntries(artist.id) }));
    });

    app.get<{ Params: { id: string } }>(`${prefix}/venues/:id/kalender.ics`, async (request, reply) => {
      const venue = await getVenue(orm.em.fork(), parseId(request.params.id));
      const [site, events] = await Promise.all([name(), calendarEvents(orm, config, `,venue_id=${venue.id}`)]);
      return sendCalendar(reply, calendar(config.PUBLIC_URL, `${site}: ${venue.name}`, events, { locale }));
    });

    app.get<{ Params: { id: string } }>(`${prefix}/events/:id.ics`, async (request, reply) => {
      const event = await getEvent(orm.em.fork(), config.PUBLIC_URL, parseId(request.params.id), null);
      return sendCalendar(reply, calendar(config.PUBLIC_URL, translated(event, 'title', locale).text, [event], { locale }), `spillested-${event.id}.ics`);
    });

    app.get(`${prefix}/rss.xml`, async (_request, reply) => {
      const [site, events] = await Promise.all([name(), upcomingPublicEvents(orm, config, RSS_ITEMS)]);
      const feed = new Feed({
        title: t('feed.upcoming', { site }),
        description: t('feed.rssDescription', { site }),
        id: page('/events'),
        link: page('/events'),
        language: locale,
        copyright: site,
        generator: false,
        feedLinks: { rss: absolute(`${prefix}/rss.xml`) },
        // With nothing coming up the feed was built now, not at the epoch (a reader would show 1970).
        updated: events.length === 0 ? new Date() : new Date(Math.max(...events.map((event) => Date.parse(event.updatedAt)))),
      });
      for (const event of events) {
        // Where and who (or what kind of night), then doors, entry, price and age limit: each a sentence, whether or not a price ends in "kr.".
        const who = words.nightWho(event.kind, event.concerts.map((concert) => concert.artist.name));
        const facts = [`${event.venue.name}, ${event.venue.city}${who && `: ${who}`}`, words.eventDetails(event).join(' · ')]
          .filter(Boolean)
          .map((fact) => fact.replace(/\.?$/, '.'));
        // The feed package writes an item's title and description as CDATA and splits only the first
        // "]]>" in each: a second would end the section and make the rest markup. A description is
        // HTML to a reader, so its text is escaped as HTML and keeps no ">"; a title is plain text,
        // in which only "]]>" is changed.
        feed.addItem({
          title: words.titleWithStatus(event.status, translated(event, 'title', locale).text).replace(/]]>/g, ']]&gt;'),
          id: page(`/events/${event.id}`),
          link: page(`/events/${event.id}`),
          date: new Date(event.updatedAt),
          published: new Date(event.createdAt),
          description: xmlEscape(`${facts.join(' ')} ${richTextToPlainText(translated(event, 'description', locale).text)}`),
          ...(event.imageUrl && { enclosure: { url: event.imageUrl, type: 'image/webp' } }),
        });
      }
      return reply.header('cache-control', CACHE_CONTROL).type('application/rss+xml; charset=utf-8').send(feed.rss2());
    });
  };
  feedsIn('da');
  feedsIn('en');

  // An index over files of at most urlsPerFile URLs each: the static pages, then the upcoming public
  // events, every artist and every venue, each by id, so a file is one statement a kind with a limit whatever the size.
  const sitemap = sitemapParts(orm, urlsPerFile);
  const sendXml = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', CACHE_CONTROL).type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`);

  app.get('/sitemap.xml', async (_request, reply) => {
    const parts = await sitemap.count();
    const files = Array.from({ length: parts }, (_, index) => `<sitemap><loc>${xmlEscape(absolute(`/sitemap-${index + 1}.xml`))}</loc></sitemap>`);
    return sendXml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${files.join('')}</sitemapindex>`);
  });

  // Each page in both languages, each URL naming both and the Danish as x-default, as Google reads a
  // sitemap's alternates (the pages' own hreflang links say the same).
  app.get<{ Params: { part: string } }>('/sitemap-:part.xml', async (request, reply) => {
    const entries = await sitemap.part(parseId(request.params.part));
    const urls = entries
      .map(({ path, lastmod }) => {
        const [danish, english] = [absolute(localisedPath(path, 'da')), absolute(localisedPath(path, 'en'))].map(xmlEscape);
        const alternates = [['da', danish], ['en', english], ['x-default', danish]]
          .map(([hreflang, href]) => `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`)
          .join('');
        return [danish, english].map((loc) => `<url><loc>${loc}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`).join('');
      })
      .join('');
    return sendXml(reply, `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>`);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${absolute('/sitemap.xml')}\n`),
  );
}
