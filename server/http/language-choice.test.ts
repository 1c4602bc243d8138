import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../demo/seed-demo';
import { sourcePages } from '../test/source-pages';
import { PUBLIC_URL, useTestApp } from '../test/test-app';

const app = useTestApp({}, { pages: sourcePages() });
let eventId: number;

beforeAll(async () => {
  await seedDemo(app.orm.em.fork());
  eventId = (await app.get('/api/events?filter=is_public%3Dtrue&limit=1')).body.records[0].id;
});

const ENGLISH = { cookie: 'sprog=en' };

describe('the language of a page (docs/languages.md)', () => {
  it('renders every visitor page under /en in English, naming its Danish twin, and Danish stays at /', async () => {
    for (const path of ['/', '/events', `/events/${eventId}`, '/artists', '/about']) {
      const english = await app.get(path === '/' ? '/en' : `/en${path}`);
      expect(english.status, path).toBe(200);
      expect(english.text, path).toMatch(/^<!DOCTYPE html><html lang="en"/);
      const danishUrl = new URL(path, PUBLIC_URL).href;
      const englishUrl = new URL(path === '/' ? '/en' : `/en${path}`, PUBLIC_URL).href;
      expect(english.text, path).toContain(`rel="canonical" href="${englishUrl}"`);
      expect(english.text, path).toMatch(new RegExp(`rel="alternate" hrefLang="da" href="${danishUrl}"`));
      expect(english.text, path).toContain('"og:locale" content="en_GB"');
      const danish = await app.get(path);
      expect(danish.text, path).toMatch(/^<!DOCTYPE html><html lang="da"/);
      expect(danish.text, path).toContain(`rel="canonical" href="${danishUrl}"`);
      expect(danish.text, path).toMatch(new RegExp(`rel="alternate" hrefLang="en" href="${englishUrl}"`));
    }
  });

  it('keeps the admin area and logging in Danish only: no switch there', async () => {
    const login = await app.get('/auth/login');
    expect(login.text).not.toContain('/sprog?');
    expect((await app.get('/events')).text).toContain('href="/sprog?til=en&amp;side=%2Fevents"');
  });

  it('switches with the page and its query kept, remembers the choice, and sends a Danish address on to English', async () => {
    const chosen = await app.get('/sprog?til=en&side=%2Fevents%3Fkind%3Dconcert');
    expect(chosen.status).toBe(303);
    expect(chosen.headers.location).toBe('/en/events?kind=concert');
    expect(String(chosen.headers['set-cookie'])).toMatch(/^sprog=en; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const remembered = await app.get('/artists?x=1', ENGLISH);
    expect(remembered.status).toBe(302);
    expect(remembered.headers.location).toBe('/en/artists?x=1');
    expect(remembered.headers['cache-control']).toBe('no-store');
    expect((await app.get('/', ENGLISH)).headers.location).toBe('/en');

    const back = await app.get('/sprog?til=da&side=%2Fen%2Fevents');
    expect(back.headers.location).toBe('/events');
    expect(String(back.headers['set-cookie'])).toMatch(/^sprog=da;/);
  });

  it('never redirects the feeds, the API, the admin area or the fediverse, and never by Accept-Language alone', async () => {
    for (const path of ['/rss.xml', '/kalender.ics', '/api/events', '/auth/login', '/sitemap.xml']) {
      expect((await app.get(path, ENGLISH)).status, path).not.toBe(302);
    }
    expect((await app.get(`/events/${eventId}`, { ...ENGLISH, headers: { accept: 'application/activity+json' } })).status).toBe(200);
    expect((await app.get('/events', { headers: { 'accept-language': 'en-GB,en;q=0.9' } })).status).toBe(200);
  });

  it('refuses another language, and a page elsewhere, with the Danish front page or a message', async () => {
    const unknown = await app.get('/sprog?til=de&side=%2Fevents');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: 'Vælg sproget "da" eller "en"' });
    for (const side of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect((await app.get(`/sprog?til=en&side=${encodeURIComponent(side)}`)).headers.location, side).toBe('/en');
    }
  });
});
