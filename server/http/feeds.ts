import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Feed } from 'feed';
import ical from 'ical-generator';
import { startOfCopenhagenDay } from '../../shared/copenhagen-time';
import { countryName } from '../../shared/countries';
import { richTextToPlainText } from '../../shared/rich-text';
import type { Event } from '../../shared/schemas/event';
import type { Config } from '../config';
import { notFound } from '../errors';
import { getArtist } from '../modules/artist/artist.service';
import { getEvent, listEvents } from '../modules/event/event.service';
import { getVenue } from '../modules/venue/venue.service';

/** What the OpenAPI document says of each feed: public GETs at the site's root, not under /api. */
export const FEEDS = [
  { path: '/kalender.ics', type: 'text/calendar', summary: 'Kalender (iCalendar) med alle kommende offentlige koncerter' },
  { path: '/artists/{id}/kalender.ics', type: 'text/calendar', summary: 'Kalender med en kunstners kommende offentlige koncerter' },
  { path: '/venues/{id}/kalender.ics', type: 'text/calendar', summary: 'Kalender med et spillesteds kommende offentlige koncerter' },
  { path: '/events/{id}.ics', type: 'text/calendar', summary: 'Ét offentligt event som kalenderfil, én VEVENT pr. koncert' },
  { path: '/rss.xml', type: 'application/rss+xml', summary: 'RSS 2.0-feed med kommende offentlige koncerter' },
  { path: '/sitemap.xml', type: 'application/xml', summary: 'Sitemap med de offentlige sider' },
  { path: '/robots.txt', type: 'text/plain', summary: 'Regler for søgemaskiner' },
] as const;

/** Feeds change when the programme does; a few minutes' caching spares the database. */
const CACHE_CONTROL = 'public, max-age=300';

/** The public programme from today on (DESIGN.md §3), as visitors see it: never a members-only event. */
async function upcomingPublicEvents(orm: MikroORM, config: Config, extraFilter = ''): Promise<Event[]> {
  const filter = `from_date>=${startOfCopenhagenDay(new Date()).toISOString()}${extraFilter}`;
  const { records } = await listEvents(orm.em.fork(), config.PUBLIC_URL, { per_page: 0, filter, order_by: ['from_date ASC'] }, null);
  return records;
}

/** An id in a feed's path: anything but a positive integer is no such record. */
function parseId(raw: string): number {
  const id = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(id) || id < 1) throw notFound('Findes ikke');
  return id;
}

/**
 * One VEVENT per concert (RFC 5545), with the event's venue and page. UIDs are made of the event
 * and the artist, not the concert row (an update replaces those), so calendar apps update an
 * entry instead of adding a second one. An artist's calendar holds only their own concerts.
 */
function calendar(config: Config, name: string, events: Event[], onlyArtist?: number): string {
  const site = new URL(config.PUBLIC_URL);
  // Times in UTC (the Z form): every calendar app shows them in its own zone, and no VTIMEZONE is needed.
  const cal = ical({ name, prodId: { company: 'Spillested', product: 'kalender', language: 'DA' }, url: site.origin });
  for (const event of events) {
    const seen = new Map<number, number>();
    for (const concert of event.concerts) {
      if (onlyArtist !== undefined && concert.artist.id !== onlyArtist) continue;
      const occurrence = seen.get(concert.artist.id) ?? 0;
      seen.set(concert.artist.id, occurrence + 1);
      cal.createEvent({
        id: `event-${event.id}-artist-${concert.artist.id}${occurrence ? `-${occurrence + 1}` : ''}@${site.hostname}`,
        start: new Date(concert.from),
        end: new Date(concert.to),
        summary: `${concert.artist.name} · ${event.title}`,
        description: richTextToPlainText(event.description),
        location: `${event.venue.name}, ${event.venue.city}, ${countryName(event.venue.countryCode)}`,
        url: new URL(`/events/${event.id}`, site).href,
        lastModified: new Date(event.updatedAt),
      });
    }
  }
  return cal.toString();
}

function sendCalendar(reply: FastifyReply, body: string, filename?: string) {
  reply.header('cache-control', CACHE_CONTROL).type('text/calendar; charset=utf-8');
  if (filename) reply.header('content-disposition', `attachment; filename="${filename}"`);
  return reply.send(body);
}

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The programme for calendar apps, feed readers and search engines (DESIGN.md §12). */
export async function feeds(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  const absolute = (path: string) => new URL(path, config.PUBLIC_URL).href;

  app.get('/kalender.ics', async (_request, reply) =>
    sendCalendar(reply, calendar(config, 'Spillested: kommende koncerter', await upcomingPublicEvents(orm, config))),
  );

  app.get<{ Params: { id: string } }>('/artists/:id/kalender.ics', async (request, reply) => {
    const artist = await getArtist(orm.em.fork(), config.PUBLIC_URL, parseId(request.params.id));
    const events = await upcomingPublicEvents(orm, config, `,artist_id=${artist.id}`);
    return sendCalendar(reply, calendar(config, `${artist.name} på Spillested`, events, artist.id));
  });

  app.get<{ Params: { id: string } }>('/venues/:id/kalender.ics', async (request, reply) => {
    const venue = await getVenue(orm.em.fork(), parseId(request.params.id));
    const events = await upcomingPublicEvents(orm, config, `,venue_id=${venue.id}`);
    return sendCalendar(reply, calendar(config, `Spillested: ${venue.name}`, events));
  });

  app.get<{ Params: { id: string } }>('/events/:id.ics', async (request, reply) => {
    const event = await getEvent(orm.em.fork(), config.PUBLIC_URL, parseId(request.params.id), null);
    return sendCalendar(reply, calendar(config, event.title, [event]), `spillested-${event.id}.ics`);
  });

  app.get('/rss.xml', async (_request, reply) => {
    const events = await upcomingPublicEvents(orm, config);
    const feed = new Feed({
      title: 'Spillested: kommende koncerter',
      description: 'De næste koncerter på Spillested, med dato, spillested og kunstnere.',
      id: absolute('/events'),
      link: absolute('/events'),
      language: 'da',
      copyright: 'Spillested',
      generator: false,
      feedLinks: { rss: absolute('/rss.xml') },
      updated: new Date(Math.max(0, ...events.map((event) => Date.parse(event.updatedAt)))),
    });
    for (const event of events) {
      feed.addItem({
        title: event.title,
        id: absolute(`/events/${event.id}`),
        link: absolute(`/events/${event.id}`),
        date: new Date(event.updatedAt),
        published: new Date(event.createdAt),
        description: `${event.venue.name}, ${event.venue.city}: ${event.concerts.map((concert) => concert.artist.name).join(', ')}. ${richTextToPlainText(event.description)}`,
        ...(event.imageUrl && { enclosure: { url: event.imageUrl, type: 'image/webp' } }),
      });
    }
    return reply.header('cache-control', CACHE_CONTROL).type('application/rss+xml; charset=utf-8').send(feed.rss2());
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const events = await upcomingPublicEvents(orm, config);
    const artists = new Map(events.flatMap((event) => event.concerts.map((concert) => [concert.artist.id, concert.artist] as const)));
    const entries = [
      ...['/', '/events', '/artists', '/about'].map((path) => ({ path, lastmod: undefined })),
      ...events.map((event) => ({ path: `/events/${event.id}`, lastmod: event.updatedAt })),
      ...[...artists.values()].map((artist) => ({ path: `/artists/${artist.id}`, lastmod: artist.updatedAt })),
    ];
    const urls = entries
      .map(({ path, lastmod }) => `<url><loc>${xmlEscape(absolute(path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
      .join('');
    return reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`);
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth\nDisallow: /api/\nDisallow: /trpc/\n\nSitemap: ${absolute('/sitemap.xml')}\n`),
  );
}
