import ical, { type VEvent } from 'node-ical';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatTime } from '../../shared/danish-date';
import { richTextToPlainText } from '../../shared/rich-text';
import { createArtists, inDays, uploadCover } from '../test/event-test-fixtures';
import { useTestApp } from '../test/test-app';

const t = useTestApp();

/**
 * Text a booker may type (names and titles take line breaks) that would end a calendar and start
 * an event of its own if written as it is, with what RFC 5545 §3.3.11 escapes and what XML does.
 */
const hostile = (words: string) => `${words}; semikolon, komma \\ <b>&amp; ]]>\r\nEND:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:falsk`;

/** RFC 5545 TEXT has one line break, `\n`: a CR LF typed comes back as LF. */
const asIcsText = (text: string) => text.replace(/\r\n/g, '\n');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const programme = {} as {
  event: { id: number; title: string; description: string };
  venue: { id: number; name: string; city: string };
  artists: { id: number; name: string }[];
};

beforeAll(async () => {
  const cookie = await t.loginAdmin();
  const names = [hostile('Anna'), hostile('Bent')] as const;
  const ids = await createArtists(t, names);
  programme.artists = ids.map((id, index) => ({ id, name: names[index]! }));
  const venue = { name: hostile('Kælderen'), city: hostile('Aarhus'), countryCode: 'DK' };
  const created = await t.post('/api/venues', { cookie, body: venue });
  expect(created.status).toBe(200);
  programme.venue = { id: created.body.id, ...venue };
  const event = { title: hostile('Aften'), description: `<p>${escapeHtml(hostile('Om aftenen'))}</p>` };
  const response = await t.post('/api/events', {
    cookie,
    body: {
      ...event,
      ticketUrl: 'https://billet.dk/aften',
      imageUrl: await uploadCover(t, cookie),
      isPublic: true,
      venueId: programme.venue.id,
      concerts: programme.artists.map(({ id }, index) => ({ artistID: id, from: inDays(10, 18 + 2 * index), to: inDays(10, 19 + 2 * index) })),
    },
  });
  expect(response.status).toBe(200);
  programme.event = { id: response.body.id, ...event };
});

describe('text in calendars is escaped (RFC 5545 §3.3.11)', () => {
  const feeds = () => {
    const { event, venue, artists } = programme;
    // An evening is one entry; an artist's calendar has their own concert.
    return [
      // No name is set: calendars carry the neutral placeholder (docs/settings.md).
      { path: '/kalender.ics', name: 'Vores spillested: kommende koncerter', summaries: [event.title] },
      { path: `/artists/${artists[0]!.id}/kalender.ics`, name: `${artists[0]!.name} hos Vores spillested`, summaries: [`${artists[0]!.name} · ${event.title}`] },
      { path: `/venues/${venue.id}/kalender.ics`, name: `Vores spillested: ${venue.name}`, summaries: [event.title] },
      { path: `/events/${event.id}.ics`, name: event.title, summaries: [event.title] },
    ];
  };

  it('gives back exactly the events, with the texts as typed, on every calendar', async () => {
    const { event, venue, artists } = programme;
    const description = asIcsText(`Program:\n${artists.map(({ name }, index) => `${formatTime(inDays(10, 18 + 2 * index))}–${formatTime(inDays(10, 19 + 2 * index))} ${name}`).join('\n')}\n\n${richTextToPlainText(event.description)}`);
    for (const { path, name, summaries } of feeds()) {
      const response = await t.get(path);
      expect(response.status, path).toBe(200);
      const parsed = Object.values(ical.sync.parseICS(response.text));
      const events = parsed.filter((component) => component?.type === 'VEVENT') as VEvent[];
      expect(events.map((entry) => entry.summary), path).toEqual(summaries.map(asIcsText));
      for (const entry of events) {
        expect(entry.location, path).toBe(asIcsText(`${venue.name}, ${venue.city}, Danmark`));
        expect(entry.description, path).toBe(description);
      }
      const calendar = parsed.find((component) => component?.type === 'VCALENDAR') as unknown as Record<string, string>;
      expect(calendar['WR-CALNAME'], path).toBe(asIcsText(name));
    }
  });

  it('starts no component but the calendar and its events', async () => {
    for (const { path, summaries } of feeds()) {
      const lines = (await t.get(path)).text.split('\r\n');
      const events = summaries.flatMap(() => ['BEGIN:VEVENT', 'END:VEVENT']);
      expect(lines.filter((line) => /^(BEGIN|END):/i.test(line)), path).toEqual(['BEGIN:VCALENDAR', ...events, 'END:VCALENDAR']);
      // Every line is a property or a folded continuation: nothing typed can add one of its own.
      for (const line of lines.filter((line) => !line.startsWith(' '))) {
        expect(line, path).toMatch(/^(BEGIN|END|VERSION|PRODID|URL|NAME|X-WR-CALNAME|UID|SEQUENCE|DTSTAMP|DTSTART|DTEND|SUMMARY|LOCATION|DESCRIPTION|LAST-MODIFIED)[;:]/);
      }
    }
  });
});

/** The text of an XML element's content: CDATA sections joined, entities decoded. */
const xmlText = (content: string) =>
  content
    .split(/<!\[CDATA\[([\s\S]*?)\]\]>/)
    .map((part, index) => (index % 2 ? part : decodeEntities(part)))
    .join('');

const decodeEntities = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('text in RSS is escaped', () => {
  it('gives back the item as typed, markup and CDATA ends included', async () => {
    const { event, venue, artists } = programme;
    const rss = (await t.get('/rss.xml')).text;
    // Nothing typed became markup: outside CDATA sections, only the feed's own elements.
    const elements = new Set([...rss.replace(/<!\[CDATA\[[\s\S]*?\]\]>/g, '').matchAll(/<\/?([\w:?]+)/g)].map((match) => match[1]));
    expect([...elements].sort()).toEqual(['?xml', 'atom:link', 'channel', 'copyright', 'description', 'docs', 'enclosure', 'guid', 'item', 'language', 'lastBuildDate', 'link', 'pubDate', 'rss', 'title']);
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(1);
    const field = (name: string) => xmlText(new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(items[0]!)![1]!);
    // A reader takes the description as HTML: the text is escaped in it, a name's "<b>" included.
    const description = `${venue.name}, ${venue.city}: ${artists.map((artist) => artist.name).join(', ')}. ${richTextToPlainText(event.description)}`;
    expect(field('description')).not.toContain('<');
    expect(decodeEntities(field('description'))).toBe(description);
    // A title is plain text: it reads as typed, but for "]]>", which the feed package cannot write in CDATA twice.
    expect(field('title')).toBe(event.title.replace(/]]>/g, ']]&gt;'));
  });
});
