import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { samplePicture } from '../../test/sample-images';
import { PUBLIC_URL, useTestApp } from '../../test/test-app';
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../image/image-cleanup';

/** A valid CVR number: 2·1 + 7·2 + 6·3 + 5·4 + 4·5 + 3·6 + 2·7 + 1·4 = 110, a multiple of 11. */
const VALID_CVR = '12345674';

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20" onload="alert(1)"><script>alert(2)</script><rect width="40" height="20" fill="#fbbf24" onclick="steal()"/><image href="https://evil.example/spy.png"/></svg>`;

describe('settings', () => {
  const t = useTestApp();
  let admin: string;
  beforeAll(async () => {
    admin = await t.loginAdmin();
  });
  const put = (body: object, cookie = admin) => t.put('/api/settings', { cookie, body });

  describe('on a fresh install', () => {
    it('answers visitors nothing but an empty list of socials: no name until one is set, and no rules for volunteers', async () => {
      const response = await t.get('/api/settings');
      expect(response.status).toBe(200);
      // Federation is off, with the handle it would have (docs/federation.md).
      expect(response.body).toEqual({ socials: [], federationEnabled: false, federationHandle: 'program' });
    });

    it('tells approved members the rules for volunteers: a 24-hour give-back cut-off, the calendar year as season, no perks', async () => {
      const member = await t.memberWith([]);
      const fresh = { socials: [], federationEnabled: false, federationHandle: 'program' };
      expect((await t.get('/api/settings', { cookie: member.cookie })).body).toEqual({ ...fresh, shiftGiveBackHours: 24, seasonStart: '01-01', shiftPerks: [], digestWeekday: 1, digestHour: 10, doorMembersFree: false, guestsPerAct: 4 });
      const pending = await t.memberWith([], { active: false });
      expect((await t.get('/api/settings', { cookie: pending.cookie })).body).toEqual(fresh);
    });
  });

  describe('PUT /api/settings', () => {
    it('is for admins and project leaders only', async () => {
      expect((await t.put('/api/settings', { body: { name: 'Nej' } })).status).toBe(401);
      for (const team of ['booking', 'team-management', 'visual-identity'] as const) {
        const member = await t.memberWith([team]);
        const response = await put({ name: 'Nej' }, member.cookie);
        expect(response.status, team).toBe(403);
        expect(response.body).toEqual({ message: 'Du har ikke adgang til denne handling' });
      }
      const leader = await t.memberWith(['project-leader']);
      expect((await put({ tagline: 'Projektledelsen må' }, leader.cookie)).status).toBe(200);
    });

    it('saves every field, normalised, answers the whole record and shows visitors what they see', async () => {
      const response = await put({
        name: '  Foreningen Åen  ',
        shortName: 'Åen',
        tagline: 'Levende musik ved åen',
        about: '<p>Vi er <strong>frivillige</strong>.</p><script>alert(1)</script><p onclick="x()">Kom forbi.</p>',
        email: 'Kontakt@Aaen.example',
        phone: '+45 12 34 56 78',
        address: 'Åboulevarden 1',
        postalCode: '8000',
        city: 'Aarhus',
        cvr: '12 34 56 74',
        socials: ['https://www.instagram.com/aaen', 'https://facebook.com/aaen'],
        accentColor: '#4ADE80',
        footer: 'Støttet af kommunen.\nTak!',
        federationEnabled: false,
        federationHandle: 'aaen',
        shiftGiveBackHours: 48,
        seasonStart: '08-01',
        shiftPerks: [
          { reward: ' drikkebillet ', every: 2, unit: 'hours', repeat: true },
          { reward: 'fribillet', every: 4, unit: 'shifts', repeat: false },
        ],
        digestWeekday: 5,
        digestHour: 16,
        doorMembersFree: true,
        guestsPerAct: 6,
      });
      expect(response.status).toBe(200);
      const admin = (await t.get('/api/auth/session', { cookie: await t.loginAdmin() })).body;
      expect(response.body).toEqual({
        name: 'Foreningen Åen',
        shortName: 'Åen',
        tagline: 'Levende musik ved åen',
        about: '<p>Vi er <strong>frivillige</strong>.</p><p>Kom forbi.</p>',
        email: 'kontakt@aaen.example',
        phone: '+45 12 34 56 78',
        address: 'Åboulevarden 1',
        postalCode: '8000',
        city: 'Aarhus',
        cvr: VALID_CVR,
        socials: ['https://www.instagram.com/aaen', 'https://facebook.com/aaen'],
        accentColor: '#4ade80',
        footer: 'Støttet af kommunen.\nTak!',
        federationEnabled: false,
        federationHandle: 'aaen',
        shiftGiveBackHours: 48,
        seasonStart: '08-01',
        shiftPerks: [
          { reward: 'drikkebillet', every: 2, unit: 'hours', repeat: true },
          { reward: 'fribillet', every: 4, unit: 'shifts', repeat: false },
        ],
        digestWeekday: 5,
        digestHour: 16,
        doorMembersFree: true,
        guestsPerAct: 6,
        updatedAt: expect.any(String),
        updatedBy: admin.id,
      });
      const { shiftGiveBackHours: _hours, seasonStart: _season, shiftPerks: _perks, digestWeekday: _weekday, digestHour: _hour, doorMembersFree: _free, guestsPerAct: _guests, updatedBy: _by, ...visible } =
        response.body;
      expect((await t.get('/api/settings')).body).toEqual(visible);
      expect((await t.get('/trpc/settings.get')).body.result.data).toEqual(visible);
    });

    it("keeps the door's settings when a body leaves them out, and takes the bounds of guests per act", async () => {
      await put({ doorMembersFree: true, guestsPerAct: 50 });
      expect((await put({ tagline: 'Døren står' })).body).toMatchObject({ doorMembersFree: true, guestsPerAct: 50 });
      expect((await put({ doorMembersFree: false, guestsPerAct: 1 })).body).toMatchObject({ doorMembersFree: false, guestsPerAct: 1 });
      const trpc = await t.post('/trpc/settings.update', { cookie: admin, body: { guestsPerAct: 4 } });
      expect(trpc.body.result.data).toMatchObject({ doorMembersFree: false, guestsPerAct: 4 });
      expect((await t.get('/api/settings')).body).not.toHaveProperty('guestsPerAct');
    });

    it('keeps what a body leaves out, and removes an optional field given as null or blank', async () => {
      await put({ name: 'Behold', tagline: 'Slogan', city: 'Odense', socials: ['https://tiktok.com/@x'], about: '<p>Om</p>' });
      const kept = await put({ email: 'ny@aaen.example' });
      expect(kept.body).toMatchObject({ name: 'Behold', tagline: 'Slogan', city: 'Odense', socials: ['https://tiktok.com/@x'], about: '<p>Om</p>', email: 'ny@aaen.example' });
      const removed = await put({ tagline: null, city: '  ', socials: null, about: '<p> </p>' });
      expect(removed.status).toBe(200);
      expect(removed.body).toMatchObject({ name: 'Behold', email: 'ny@aaen.example', socials: [] });
      for (const field of ['tagline', 'city', 'about']) expect(removed.body).not.toHaveProperty(field);
    });

    it('refuses each field that is wrong, with a Danish message, and saves nothing', async () => {
      await put({ name: 'Før', city: 'Før' });
      const cases: [object, string][] = [
        [{ name: '' }, 'Foreningens navn skal udfyldes'],
        [{ name: '   ' }, 'Foreningens navn skal udfyldes'],
        [{ name: null }, 'Foreningens navn skal udfyldes'],
        [{ name: 'x'.repeat(61) }, 'Højst 60 tegn'],
        [{ name: 'Nul\u0000tegn' }, 'Teksten indeholder ugyldige tegn'],
        [{ shortName: 'x'.repeat(31) }, 'Højst 30 tegn'],
        [{ shortName: 7 }, 'Det korte navn skal være tekst'],
        [{ tagline: 'x'.repeat(161) }, 'Højst 160 tegn'],
        [{ about: 'x'.repeat(10_001) }, 'Højst 10000 tegn'],
        [{ about: 42 }, 'Teksten om foreningen skal være tekst'],
        [{ email: 'ikke-en-adresse' }, 'E-mail skal være gyldig'],
        [{ phone: '12 34' }, 'Telefonnummeret skal være et gyldigt nummer, fx +45 12 34 56 78'],
        [{ phone: 'ring til Bo' }, 'Telefonnummeret skal være et gyldigt nummer, fx +45 12 34 56 78'],
        [{ address: 'x'.repeat(201) }, 'Højst 200 tegn'],
        [{ postalCode: '800' }, 'Postnummeret skal være 4 cifre'],
        [{ postalCode: 'DK-8000' }, 'Postnummeret skal være 4 cifre'],
        [{ city: 'x'.repeat(101) }, 'Højst 100 tegn'],
        [{ cvr: '1234567' }, 'CVR-nummeret skal være 8 cifre'],
        [{ cvr: 'DK12345674' }, 'CVR-nummeret skal være 8 cifre'],
        [{ cvr: '12345678' }, 'CVR-nummeret findes ikke: kontrolcifferet passer ikke'],
        [{ socials: ['ftp://aaen.example'] }, 'URL skal være gyldigt'],
        [{ socials: 'https://instagram.com/aaen' }, 'URL skal være gyldigt'],
        [{ socials: Array.from({ length: 21 }, (_, index) => `https://aaen.example/${index}`) }, 'Højst 20 links'],
        [{ accentColor: 'grøn' }, 'Accentfarven skal være en hex-farve, fx #fbbf24'],
        [{ accentColor: '#12345' }, 'Accentfarven skal være en hex-farve, fx #fbbf24'],
        [{ logoUrl: 'https://evil.example/logo.png' }, 'Billedet skal være uploadet her på siden'],
        [{ logoUrl: `${PUBLIC_URL}/images/${'a'.repeat(64)}.webp` }, 'Billedet findes ikke; upload det igen'],
        [{ shareImageUrl: 'ikke et url' }, 'Billedet skal være uploadet her på siden'],
        [{ footer: 'x'.repeat(501) }, 'Højst 500 tegn'],
        [{ shiftGiveBackHours: -1 }, 'Fristen skal være et helt antal timer'],
        [{ shiftGiveBackHours: 1.5 }, 'Fristen skal være et helt antal timer'],
        [{ shiftGiveBackHours: '24' }, 'Fristen skal være et helt antal timer'],
        [{ shiftGiveBackHours: true }, 'Fristen skal være et helt antal timer'],
        [{ shiftGiveBackHours: 337 }, 'Fristen kan højst være 336 timer'],
        [{ seasonStart: '8-1' }, 'Sæsonen skal begynde på en dato som "08-01" (måned-dag)'],
        [{ seasonStart: '02-29' }, 'Sæsonen skal begynde på en dato som "08-01" (måned-dag)'],
        [{ seasonStart: '13-01' }, 'Sæsonen skal begynde på en dato som "08-01" (måned-dag)'],
        [{ seasonStart: null }, 'Sæsonen skal begynde på en dato som "08-01" (måned-dag)'],
        [{ shiftPerks: [{ reward: '', every: 2, unit: 'hours', repeat: true }] }, 'Skriv, hvad man får, fx drikkebillet'],
        [{ shiftPerks: [{ reward: 'øl', every: 0, unit: 'hours', repeat: true }] }, 'Antallet skal være et helt tal mellem 1 og 1000'],
        [{ shiftPerks: [{ reward: 'øl', every: '2', unit: 'hours', repeat: true }] }, 'Antallet skal være et helt tal mellem 1 og 1000'],
        [{ shiftPerks: [{ reward: 'øl', every: 2, unit: 'dage', repeat: true }] }, 'Enheden skal være hours eller shifts'],
        [{ shiftPerks: [{ reward: 'øl', every: 2, unit: 'hours', repeat: 'ja' }] }, 'repeat skal være true eller false'],
        [{ shiftPerks: [{ reward: 'øl', every: 2, unit: 'hours' }] }, 'repeat skal være true eller false'],
        [{ shiftPerks: 'øl' }, 'En regel for goder skal have en belønning, et antal og en enhed'],
        [{ shiftPerks: Array.from({ length: 6 }, () => ({ reward: 'øl', every: 2, unit: 'hours', repeat: true })) }, 'Højst 5 regler for goder'],
        [{ doorMembersFree: 'true' }, 'doorMembersFree skal være true eller false'],
        [{ doorMembersFree: null }, 'doorMembersFree skal være true eller false'],
        [{ guestsPerAct: 0 }, 'Gæster pr. kunstner skal være et helt tal fra 1 til 50'],
        [{ guestsPerAct: 51 }, 'Gæster pr. kunstner skal være et helt tal fra 1 til 50'],
        [{ guestsPerAct: 2.5 }, 'Gæster pr. kunstner skal være et helt tal fra 1 til 50'],
        [{ guestsPerAct: '4' }, 'Gæster pr. kunstner skal være et helt tal fra 1 til 50'],
        [{ guestsPerAct: true }, 'Gæster pr. kunstner skal være et helt tal fra 1 til 50'],
        [{ updatedAt: 'i går' }, 'Ugyldig ISO dato- og klokkeslæt'],
      ];
      for (const [body, message] of cases) {
        const response = await put(body);
        expect({ body, status: response.status, message: response.body.message }).toEqual({ body, status: 400, message });
      }
      expect((await t.get('/api/settings')).body).toMatchObject({ name: 'Før', city: 'Før' });
    });

    it('refuses an accent colour too dark to read on the dark site or under the buttons’ dark text, with the contrast it has', async () => {
      for (const dark of ['#2563eb', '#777777', '#dc2626', '#000', '#1c1917']) {
        const response = await put({ accentColor: dark });
        expect(response.status, dark).toBe(400);
        expect(response.body.message).toMatch(/^Farven står for svagt mod sidens mørke baggrund og knappernes mørke tekst: kontrasten er \d,\d:1, og den skal være mindst 4,5:1\. Vælg en lysere farve\.$/);
      }
      expect((await put({ accentColor: '#2563eb' })).body.message).toContain('kontrasten er 3,3:1');
      // Enough on the page (4.99:1) but not on the cards set on it (4.42:1): still refused.
      expect((await put({ accentColor: '#a855f7' })).status).toBe(400);
      for (const light of ['#fbbf24', '#60a5fa', '#f472b6', '#FFF', 'c084fc']) {
        expect((await put({ accentColor: light })).status, light).toBe(200);
      }
      expect((await t.get('/api/settings')).body.accentColor).toBe('#c084fc');
    });

    it('refuses a save based on settings someone else changed since (409), naming who and when', async () => {
      const loaded = (await put({ tagline: 'Før' })).body;
      const leader = await t.memberWith(['project-leader']);
      expect((await put({ tagline: 'Projektledelsens', updatedAt: loaded.updatedAt }, leader.cookie)).status).toBe(200);
      const stale = await put({ tagline: 'Min', updatedAt: loaded.updatedAt });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toMatch(/^Indstillingerne er blevet ændret af Medlem\d+ Testesen .+, efter du åbnede dem\. Hent den nye version, og ret igen\.$/);
      expect((await t.get('/api/settings')).body.tagline).toBe('Projektledelsens');
    });

    it('counts a save that changes nothing as saved: it ends the first-run welcome', async () => {
      const response = await put({});
      expect(response.status).toBe(200);
      expect(Date.parse(response.body.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    });
  });

  describe('logo and share picture', () => {
    it('takes an SVG logo, rebuilt without its script, handlers and outside references, served as SVG that may run nothing', async () => {
      const upload = await t.upload('POST', '/api/settings/logo', { field: 'image', file: Buffer.from(LOGO_SVG), type: 'image/svg+xml', cookie: admin });
      expect(upload.status).toBe(200);
      expect(upload.headers['content-type']).toMatch(/^text\/plain/);
      expect(upload.text).toMatch(new RegExp(`^${PUBLIC_URL}/images/[0-9a-f]{64}\\.svg$`));
      const served = await t.get(new URL(upload.text).pathname);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/svg+xml');
      expect(served.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
      expect(served.text).toBe('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"><rect width="40" height="20" fill="#fbbf24"/></svg>');
      // An SVG is a logo only: no width variants, and no other record may show it.
      expect((await t.get(new URL(upload.text).pathname.replace('.svg', '-320.webp'))).status).toBe(404);
      const genre = (await t.post('/api/genres', { cookie: admin, body: { name: 'Logorock' } })).body;
      const artist = await t.post('/api/artists', { cookie: admin, body: { name: 'Logo', description: 'x', genreIds: [genre.id], imageUrl: upload.text } });
      expect(artist.body).toEqual({ message: 'Billedet skal være uploadet her på siden' });

      const saved = await put({ logoUrl: upload.text });
      expect(saved.body.logoUrl).toBe(upload.text);
      expect((await put({ shareImageUrl: upload.text })).body).toEqual({ message: 'Billedet skal være uploadet her på siden' });
    });

    it('takes a PNG, JPEG or WebP logo through the picture pipeline, at most 1024 px, and a share picture as any picture', async () => {
      for (const format of ['png', 'jpeg', 'webp'] as const) {
        const upload = await t.upload('POST', '/api/settings/logo', { field: 'image', file: await samplePicture(format, { width: 1600, height: 400, seed: 9 }), cookie: admin });
        expect(upload.status, format).toBe(200);
        expect(upload.text).toMatch(/\.webp$/);
        const served = await t.get(new URL(upload.text).pathname);
        expect(await sharp(served.raw).metadata()).toMatchObject({ format: 'webp', width: 1024, height: 256 });
      }
      const share = await t.upload('POST', '/api/settings/share-image', { field: 'image', file: await samplePicture('jpeg', { width: 1200, height: 630 }), cookie: admin });
      expect(share.status).toBe(200);
      expect((await put({ shareImageUrl: share.text })).body.shareImageUrl).toBe(share.text);
      expect((await put({ shareImageUrl: null })).body).not.toHaveProperty('shareImageUrl');
    });

    it('refuses a file that is neither, an SVG with nothing to draw, and uploads by those who may not change the settings', async () => {
      const text = await t.upload('POST', '/api/settings/logo', { field: 'image', file: Buffer.from('bare tekst'), cookie: admin });
      expect(text.status).toBe(415);
      expect(text.body).toEqual({ message: 'Filtypen understøttes ikke; brug SVG, PNG, JPEG, WebP eller AVIF' });
      const empty = await t.upload('POST', '/api/settings/logo', { field: 'image', file: Buffer.from('<svg><script>alert(1)</script></svg>'), cookie: admin });
      expect(empty.status).toBe(400);
      expect(empty.body).toEqual({ message: 'Filen er ikke et SVG-billede, der kan bruges som logo' });
      // Only a logo may be an SVG.
      const svgShare = await t.upload('POST', '/api/settings/share-image', { field: 'image', file: Buffer.from(LOGO_SVG), cookie: admin });
      expect(svgShare.status).toBe(415);
      const booker = await t.memberWith(['booking']);
      for (const path of ['/api/settings/logo', '/api/settings/share-image']) {
        expect((await t.upload('POST', path, { field: 'image', file: await samplePicture(), cookie: booker.cookie })).status).toBe(403);
        expect((await t.upload('POST', path, { field: 'image', file: await samplePicture() })).status).toBe(401);
      }
    });

    it('keeps the logo and the share picture when unused uploads are cleared away', async () => {
      const logo = await t.upload('POST', '/api/settings/logo', { field: 'image', file: Buffer.from('<svg viewBox="0 0 2 2"><circle r="1"/></svg>'), cookie: admin });
      const share = await t.upload('POST', '/api/settings/share-image', { field: 'image', file: await samplePicture('png', { seed: 41 }), cookie: admin });
      await put({ logoUrl: logo.text, shareImageUrl: share.text });
      await removeUnusedImages(t.orm.em.fork(), new Date(Date.now() + 2 * UNUSED_IMAGE_GRACE_MS));
      expect((await t.get(new URL(logo.text).pathname)).status).toBe(200);
      expect((await t.get(new URL(share.text).pathname)).status).toBe(200);
    });
  });
});

describe('the fediverse handle on the first save of the settings screen', () => {
  const t = useTestApp();

  it('follows the short name typed in the same save, and stays once saved', async () => {
    const admin = await t.loginAdmin();
    const named = await t.put('/api/settings', { cookie: admin, body: { name: 'Foreningen for Rytmisk Musik i Aarhus' } });
    // The screen shows, and sends back, the handle made from the long name.
    const shown = named.body.federationHandle;
    expect(shown).toBe('foreningen_for_rytmisk_musik_i');
    const saved = await t.put('/api/settings', { cookie: admin, body: { shortName: 'Rytmeboksen', federationHandle: shown, updatedAt: named.body.updatedAt } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.federationHandle).toBe('rytmeboksen');
    const renamed = await t.put('/api/settings', { cookie: admin, body: { shortName: 'Boksen', federationHandle: 'rytmeboksen' } });
    expect(renamed.body.federationHandle).toBe('rytmeboksen');
  });
});
