import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { startMailbox } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { sourcePages } from '../../test/source-pages';
import { ADMIN, PUBLIC_URL, useTestApp } from '../../test/test-app';
import { createEventAt, hoursFromNow } from '../../test/shift-fixtures';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

/** The content of a head tag, e.g. meta(html, 'og:site_name'). */
function meta(html: string, key: string): string | undefined {
  const tag = [...html.matchAll(/<meta [^>]*>/g)].map((match) => match[0]).find((candidate) => candidate.includes(`"${key}"`));
  return tag ? /content="([^"]*)"/.exec(tag)?.[1] : undefined;
}

const jsonLd = (html: string): Record<string, any>[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));

const linkHref = (html: string, rel: string) => new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`).exec(html)?.[1];

const decode = (text: string) => text.replace(/&amp;/g, '&').replace(/&#x27;/g, "'").replace(/&quot;/g, '"');

/**
 * DESIGN §17: nothing in the code names an association. One change of the settings, and every place
 * a name or a look appears shows it: pages, their heads and structured data, feeds, calendars, the
 * embedded programme, the favicon and app manifest, and e-mails.
 */
describe('the settings reach every surface', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Afsender <noreply@spillested.test>' }, { pages: sourcePages() });

  it('shows the neutral placeholder on a fresh install, then the association everywhere once it is set', async () => {
    const admin = await t.loginAdmin();
    const eventId = await createEventAt(t, admin, hoursFromNow(72), 'Åbningsfest');

    // Before: a neutral Danish placeholder, and no association's name.
    const fresh = await t.get('/');
    expect(fresh.text).toContain('<h1 class="text-5xl font-black tracking-tight text-white drop-shadow sm:text-6xl">Vores spillested</h1>');
    expect(fresh.text).not.toMatch(/Spillested\b/);

    const logo = await t.upload('POST', '/api/settings/logo', {
      field: 'image',
      file: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#4ade80"/></svg>'),
      cookie: admin,
    });
    const share = await t.upload('POST', '/api/settings/share-image', { field: 'image', file: await samplePicture('png', { width: 1200, height: 630, seed: 8 }), cookie: admin });
    const saved = await t.put('/api/settings', {
      cookie: admin,
      body: {
        name: 'Foreningen Åen',
        shortName: 'Åen',
        tagline: 'Levende musik ved åen',
        about: '<p>Vi spiller ved åen hver fredag.</p>',
        email: 'kontakt@aaen.example',
        phone: '+45 12 34 56 78',
        address: 'Åboulevarden 1',
        postalCode: '8000',
        city: 'Aarhus',
        cvr: '12345674',
        socials: ['https://www.instagram.com/aaen'],
        accentColor: '#4ade80',
        logoUrl: logo.text,
        shareImageUrl: share.text,
        footer: 'Støttet af Aarhus Kommune',
      },
    });
    expect(saved.status).toBe(200);

    // The landing page: header, heading and tagline, footer, head and structured data.
    const landing = (await t.get('/')).text;
    expect(landing).toMatch(/<header[\s\S]*<img src="[^"]+\.svg" alt=""[^>]*\/>Åen<\/a>/);
    expect(landing).toContain('>Foreningen Åen</h1>');
    expect(landing).toContain('<p class="mt-2 max-w-xl text-lg text-stone-100">Levende musik ved åen</p>');
    const footer = decode(landing.slice(landing.indexOf('<footer')));
    for (const text of ['Foreningen Åen', 'Åboulevarden 1, 8000 Aarhus', 'mailto:kontakt@aaen.example', 'tel:+4512345678', 'CVR 12345674', 'https://www.instagram.com/aaen', 'Støttet af Aarhus Kommune']) {
      expect(footer, text).toContain(text);
    }
    expect(landing).toContain('<title>Foreningen Åen</title>');
    expect(meta(landing, 'og:title')).toBe('Foreningen Åen');
    expect(meta(landing, 'og:site_name')).toBe('Foreningen Åen');
    expect(meta(landing, 'description')).toBe('Levende musik ved åen');
    // No landing images: the share picture is what link previews show.
    expect(meta(landing, 'og:image')).toBe(share.text.replace('.webp', '-og.webp'));
    const organization = jsonLd(landing).find((data) => data['@type'] === 'Organization');
    expect(organization).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Foreningen Åen',
      url: `${PUBLIC_URL}/`,
      logo: logo.text,
      slogan: 'Levende musik ved åen',
      address: { '@type': 'PostalAddress', streetAddress: 'Åboulevarden 1', postalCode: '8000', addressLocality: 'Aarhus', addressCountry: 'DK' },
      email: 'kontakt@aaen.example',
      telephone: '+45 12 34 56 78',
      vatID: 'DK12345674',
      sameAs: ['https://www.instagram.com/aaen'],
    });

    // The look: the accent as a stylesheet of its own, the favicon and app icons made from the logo, the manifest.
    expect(linkHref(landing, 'stylesheet')).toBe('/theme/4ade80.css');
    const theme = await t.get('/theme/4ade80.css');
    expect(theme.headers['content-type']).toMatch(/^text\/css/);
    expect(theme.text).toContain('--accent:#4ade80');
    const logoHash = /\/images\/([0-9a-f]{64})\.svg$/.exec(logo.text)![1];
    expect(linkHref(landing, 'icon')).toBe(`/icons/${logoHash}-192.png`);
    expect(linkHref(landing, 'manifest')).toBe('/manifest.webmanifest');
    const manifest = await t.get('/manifest.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: 'Foreningen Åen',
      short_name: 'Åen',
      theme_color: '#4ade80',
      icons: [
        { src: `/icons/${logoHash}-192.png`, sizes: '192x192', type: 'image/png' },
        { src: `/icons/${logoHash}-512.png`, sizes: '512x512', type: 'image/png' },
      ],
    });
    for (const size of [192, 512]) {
      const icon = await t.get(`/icons/${logoHash}-${size}.png`);
      expect(icon.headers['content-type']).toBe('image/png');
      expect(await sharp(icon.raw).metadata()).toMatchObject({ format: 'png', width: size, height: size });
    }

    // Every page's title and the other pages' texts.
    const login = (await t.get('/auth/login')).text;
    expect(login).toContain('<title>Log ind · Foreningen Åen</title>');
    const about = (await t.get('/about')).text;
    expect(about).toContain('<div class="rich-text mt-4"><p>Vi spiller ved åen hver fredag.</p></div>');
    expect(jsonLd(about).some((data) => data['@type'] === 'Organization' && data.name === 'Foreningen Åen')).toBe(true);
    const event = (await t.get(`/events/${eventId}`)).text;
    expect(event).toContain('<title>Åbningsfest · Foreningen Åen</title>');
    expect(jsonLd(event).find((data) => data['@type'] === 'MusicEvent')!.organizer).toEqual({ '@type': 'Organization', name: 'Foreningen Åen', url: `${PUBLIC_URL}/` });
    expect((await t.get('/findes-ikke')).text).toContain('<title>Siden findes ikke · Foreningen Åen</title>');

    // Feeds, calendars and the embedded programme.
    expect((await t.get('/rss.xml')).text).toMatch(/<channel>\s*<title>(<!\[CDATA\[)?Foreningen Åen: kommende koncerter/);
    expect((await t.get('/kalender.ics')).text).toContain('X-WR-CALNAME:Foreningen Åen: kommende koncerter');
    const embed = (await t.get('/embed/programme')).text;
    expect(embed).toContain('<title>Koncertprogram – Foreningen Åen</title>');
    expect(embed).toContain('background:#4ade80');
    expect(embed).toContain('Hele programmet hos Foreningen Åen');

    // E-mails: sent in the short name, signed with the name and contact.
    mailbox.messages.length = 0;
    expect((await t.post('/api/auth/forgot-password', { body: { email: ADMIN.email } })).status).toBe(200);
    const [mail] = await mailbox.receive(1);
    expect(mail!.from).toBe('Åen <noreply@spillested.test>');
    expect(mail!.text).toMatch(/Venlig hilsen\r?\nForeningen Åen\r?\nÅboulevarden 1, 8000 Aarhus\r?\nkontakt@aaen\.example · \+45 12 34 56 78$/);
  });
});
