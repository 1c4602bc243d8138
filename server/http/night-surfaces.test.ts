import { beforeAll, describe, expect, it } from 'vitest';
import { sourcePages } from '../test/source-pages';
import { useTestApp } from '../test/test-app';
import { createVenue, inDays, uploadCover } from '../test/event-test-fixtures';

const AP = 'application/activity+json';

/** The JSON-LD blocks of a page. */
const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));

describe('a free bar night and a quiz paid at the door, wherever the programme is published (issue 47)', () => {
  const t = useTestApp({}, { pages: sourcePages() });
  let bar: number;
  let quiz: number;

  beforeAll(async () => {
    const admin = await t.loginAdmin();
    const venueId = await createVenue(t, admin, 'Huset');
    const imageUrl = await uploadCover(t, admin);
    const night = async (body: Record<string, unknown>) => {
      const response = await t.post('/api/events', { cookie: admin, body: { description: '<p>Kom forbi</p>', venueId, isPublic: true, imageUrl, ...body } });
      expect(response.status, response.text).toBe(200);
      return response.body.id as number;
    };
    bar = await night({ title: 'Fredagsbar', kind: 'bar-night', admission: 'free', from: inDays(2, 17), to: inDays(2, 23) });
    quiz = await night({ title: 'Pubquiz', kind: 'quiz', admission: 'door', doorPrice: 60, from: inDays(3, 18), to: inDays(3, 21) });
    await t.put('/api/settings', { cookie: admin, body: { federationEnabled: true } });
  });

  it('says "Gratis entré" and what kind of night on its page, with no "Køb billet", and schema.org says it is free', async () => {
    const page = await t.get(`/events/${bar}`, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('Gratis entré');
    expect(page.text).toContain('Baraften');
    expect(page.text).not.toContain('Køb billet');
    const [event] = jsonLd(page.text).filter((block) => block.name === 'Fredagsbar');
    expect(event).toMatchObject({ '@type': 'SocialEvent', isAccessibleForFree: true, offers: { price: '0', priceCurrency: 'DKK' } });
    expect(event!.performer).toEqual([]);
  });

  it('gives the door price in kroner on the quiz page and in its offer', async () => {
    const page = await t.get(`/events/${quiz}`, { headers: { accept: 'text/html' } });
    expect(page.text).toContain('Entré 60 kr. i døren');
    expect(page.text).not.toContain('Køb billet');
    const [event] = jsonLd(page.text).filter((block) => block.name === 'Pubquiz');
    expect(event).toMatchObject({ isAccessibleForFree: false, offers: { price: '60', priceCurrency: 'DKK' } });
  });

  it('lists them on /events with their kind and entry in the ticket button’s place', async () => {
    const page = await t.get('/events', { headers: { accept: 'text/html' } });
    expect(page.text).toContain('Gratis entré');
    expect(page.text).toContain('Entré 60 kr. i døren');
    expect(page.text).not.toContain('Køb billet');
  });

  it('puts the entry in the calendar entry, without an empty running order', async () => {
    const ics = (await t.get(`/events/${bar}.ics`)).text.replace(/\r\n /g, '');
    expect(ics).toContain('Gratis entré');
    expect(ics).not.toContain('Program:');
    expect((await t.get('/kalender.ics')).text.replace(/\r\n /g, '')).toContain('Entré 60 kr. i døren');
  });

  it('says in RSS what kind of night and how one gets in', async () => {
    const rss = (await t.get('/rss.xml')).text;
    expect(rss).toContain('Huset, Aarhus: Baraften. Gratis entré.');
    expect(rss).toContain('Huset, Aarhus: Quiz. Entré 60 kr. i døren.');
  });

  it('says so in the embedded programme', async () => {
    const embed = (await t.get('/embed/programme')).text;
    expect(embed).toContain('Baraften · Gratis entré');
    expect(embed).toContain('Quiz · Entré 60 kr. i døren');
  });

  it('says so to the fediverse, first in the text and as isAccessibleForFree', async () => {
    const object = (await t.get(`/events/${bar}`, { headers: { accept: AP } })).body;
    expect(object.content).toBe('<p>Gratis entré</p><p>Kom forbi</p>');
    expect(object.isAccessibleForFree).toBe(true);
    const door = (await t.get(`/events/${quiz}`, { headers: { accept: AP } })).body;
    expect(door).toMatchObject({ content: '<p>Entré 60 kr. i døren</p><p>Kom forbi</p>', isAccessibleForFree: false });
  });
});
