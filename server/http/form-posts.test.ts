import { describe, expect, it } from 'vitest';
import { samplePicture } from '../test/sample-images';
import { sourcePages } from '../test/source-pages';
import { ADMIN, useTestApp } from '../test/test-app';
import { Subscriber, SubscriberFollow } from '../modules/subscription/subscription.entity';
import { newSubscriberToken } from '../modules/subscription/subscription.service';
import { Reservation } from '../modules/reservation/reservation.entity';
import { hashSecretToken, newSecretToken } from '../lib/secret-token';
import { createVenue, inDays, uploadCover } from '../test/event-test-fixtures';

const t = useTestApp({}, { pages: sourcePages() });

/** A form as a browser without JavaScript sends it. */
const postForm = (url: string, fields: Record<string, string>, cookie?: string) =>
  t.post(url, { body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, cookie });

/** The registration form as a browser sends it (multipart), its picture file in the picture's field, chosen or empty. */
async function postRegistration(fields: Record<string, string>, picture: { bytes: Uint8Array; type: string; name: string } = { bytes: new Uint8Array(), type: 'application/octet-stream', name: '' }) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('profilePictureUrl', new Blob([new Uint8Array(picture.bytes)], { type: picture.type }), picture.name);
  const encoded = new Request('http://form.test', { method: 'POST', body: form });
  return t.post('/auth/register', { body: Buffer.from(await encoded.arrayBuffer()), headers: { 'content-type': encoded.headers.get('content-type')! } });
}

/** The text under a field: the message is tied to its input by aria-describedby. */
function messageAt(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  const describedBy = input && /aria-describedby="([^"]*)"/.exec(input)?.[1];
  const ids = describedBy?.split(' ') ?? [];
  for (const id of ids) {
    const message = new RegExp(`<p id="${id}" class="[^"]*text-red-700[^"]*">([^<]*)</p>`).exec(html)?.[1];
    if (message) return message;
  }
  return undefined;
}

const valueOf = (html: string, name: string) => new RegExp(`<input[^>]*name="${name}"[^>]*value="([^"]*)"`).exec(html)?.[1];

describe('auth forms posted without JavaScript', () => {
  describe('login', () => {
    it('answers a wrong password with the page, the message at the password and the e-mail kept, never stored', async () => {
      const response = await postForm('/auth/login', { email: ADMIN.email, password: 'forkert-kode' });
      expect(response.status).toBe(401);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toMatch(/<h1[^>]*>Log ind<\/h1>/);
      expect(messageAt(response.text, 'password')).toBe('Forkert e-mail eller adgangskode');
      expect(valueOf(response.text, 'email')).toBe(ADMIN.email);
      expect(valueOf(response.text, 'password')).toBe('');
      expect(response.text).not.toContain('forkert-kode');
      expect(response.headers['set-cookie']).toBeUndefined();
    });

    it('shows the schema’s message at each empty field, in the screens’ words', async () => {
      const response = await postForm('/auth/login', {});
      expect(response.status).toBe(400);
      expect(messageAt(response.text, 'email')).toBe('Skriv en gyldig e-mailadresse, fx navn@eksempel.dk');
      expect(messageAt(response.text, 'password')).toBe('Skriv adgangskoden');
    });

    it('logs in and goes on to the redirect it was given, on this site only', async () => {
      const response = await postForm('/auth/login?redirect=/admin/venues', { email: ADMIN.email, password: ADMIN.password });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/admin/venues');
      expect(String(response.headers['set-cookie'])).toMatch(/^spillested_session=/);
      const elsewhere = await postForm('/auth/login?redirect=//evil.example', { email: ADMIN.email, password: ADMIN.password });
      expect(elsewhere.headers.location).toBe('/admin');
    });

    it.each(['/%E2%80%A8', '/%0a', '/%00', '/%09/evil.example', '/%20/evil.example', '/%C2%85'])(
      'logs in and goes to /admin for redirect=%s, never 500 (issue 35)',
      async (redirect) => {
        const response = await postForm(`/auth/login?redirect=${redirect}`, { email: ADMIN.email, password: ADMIN.password });
        expect(response.status).toBe(303);
        expect(response.headers.location).toBe('/admin');
      },
    );

    it('sends a redirect beyond ASCII on percent-encoded', async () => {
      const response = await postForm('/auth/login?redirect=/artists/s%C3%B8', { email: ADMIN.email, password: ADMIN.password });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/artists/s%C3%B8');
    });
  });

  describe('registration', () => {
    it('answers a taken e-mail and a short password at their fields, keeping what was typed but the passwords', async () => {
      const taken = await postForm('/auth/register', {
        email: ADMIN.email,
        firstName: 'Nina',
        lastName: 'Nielsen',
        password: 'god-kode-123',
        passwordConfirm: 'god-kode-123',
        profilePictureUrl: (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text,
        publicConsent: 'on',
      });
      expect(taken.status).toBe(409);
      expect(messageAt(taken.text, 'email')).toBe('Der findes allerede et medlem med denne e-mail');
      expect(valueOf(taken.text, 'firstName')).toBe('Nina');
      expect(valueOf(taken.text, 'lastName')).toBe('Nielsen');
      expect(taken.text).toMatch(/<input type="checkbox"[^>]* name="publicConsent" checked=""/);
      expect(taken.text).not.toContain('god-kode-123');

      const short = await postForm('/auth/register', { email: 'nina@example.dk', firstName: 'Nina', lastName: 'Nielsen', password: 'kort', passwordConfirm: 'kort' });
      expect(short.status).toBe(400);
      expect(messageAt(short.text, 'password')).toBe('Adgangskoden skal være mindst 8 tegn');
      expect(short.text).toContain('Vælg et profilbillede');
      expect(valueOf(short.text, 'email')).toBe('nina@example.dk');
    });

    it('registers, logs the new member in and goes on to the admin area, which says the membership awaits approval', async () => {
      const picture = await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') });
      const response = await postForm('/auth/register', {
        email: 'nina@example.dk',
        firstName: 'Nina',
        lastName: 'Nielsen',
        password: 'god-kode-123',
        passwordConfirm: 'god-kode-123',
        profilePictureUrl: picture.text,
      });
      expect(response.status).toBe(303);
      expect(response.headers.location).toBe('/admin');
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const pending = await t.get('/auth/pending', { cookie });
      expect(pending.text).toContain('Dit medlemskab afventer godkendelse');
    });
  });

  describe('registration with its picture, as the form sends it', () => {
    const nina = { email: 'nina.billede@example.dk', firstName: 'Nina', lastName: 'Billede', password: 'god-kode-123', passwordConfirm: 'god-kode-123' };

    it('stores the chosen picture and registers with it', async () => {
      const response = await postRegistration(nina, { bytes: await samplePicture('png'), type: 'image/png', name: 'mig.png' });
      expect(response.status).toBe(303);
      const cookie = String(response.headers['set-cookie']).split(';')[0]!;
      const session = await t.get('/api/auth/session', { cookie });
      expect(session.body.profilePictureUrl).toMatch(/^http:\/\/spillested\.test\/images\/[0-9a-f]{64}\.webp$/);
    });

    it('refuses a file that is no picture at the picture, and keeps a picture the page came back with when none is chosen', async () => {
      const refused = await postRegistration({ ...nina, email: 'nina.tekst@example.dk' }, { bytes: new TextEncoder().encode('ikke et billede'), type: 'text/plain', name: 'noter.txt' });
      expect(refused.status).toBe(415);
      expect(refused.text).toContain('Filtypen understøttes ikke');
      expect(valueOf(refused.text, 'email')).toBe('nina.tekst@example.dk');
      const empty = await postRegistration(nina, { bytes: new Uint8Array(), type: 'image/png', name: 'tom.png' });
      expect(empty.status).toBe(400);
      expect(empty.text).toContain('Billedfilen er tom');

      const kept = (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text;
      const again = await postRegistration({ ...nina, email: ADMIN.email, profilePictureUrl: kept });
      expect(again.status).toBe(409);
      expect(again.text).toContain(`<input type="hidden" name="profilePictureUrl" value="${kept}"/>`);
    });
  });

  describe('forgot and reset', () => {
    it('answers "Glemt adgangskode" with the server’s message in the page, and a bad address at its field', async () => {
      const sent = await postForm('/auth/forgot', { email: 'ingen@example.dk' });
      expect(sent.status).toBe(200);
      expect(sent.headers['cache-control']).toBe('no-store');
      expect(sent.text).toMatch(/<p role="status"[^>]*>Hvis adressen hører til et medlem, har vi sendt et link/);
      const bad = await postForm('/auth/forgot', { email: 'ikke en adresse' });
      expect(bad.status).toBe(400);
      expect(messageAt(bad.text, 'email')).toBeDefined();
      expect(valueOf(bad.text, 'email')).toBe('ikke en adresse');
    });

    it('answers a short new password at its field and a link that does not work above the form', async () => {
      const short = await postForm('/auth/reset?token=abc', { password: 'kort', passwordConfirm: 'kort' });
      expect(short.status).toBe(400);
      expect(messageAt(short.text, 'password')).toBe('Adgangskoden skal være mindst 8 tegn');
      const unknown = await postForm('/auth/reset?token=abc', { password: 'ny-god-kode', passwordConfirm: 'ny-god-kode' });
      expect(unknown.status).toBe(400);
      expect(unknown.text).toMatch(/<p role="alert"[^>]*>Linket til at nulstille adgangskoden er ugyldigt, brugt eller udløbet/);
    });
  });

  it('thanks a subscriber for confirming from the mail’s link, on the page it goes on to', async () => {
    const em = t.orm.em.fork();
    const subscriber = em.create(Subscriber, { email: 'tak@example.dk' });
    await em.flush();
    em.create(SubscriberFollow, { subscriber, kind: 'all', refId: 0, pending: true });
    await em.flush();
    const token = await newSubscriberToken(em, subscriber.id);
    const confirmed = await postForm(`/subscription?token=${token}`, { action: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/subscription?token=${token}&tak=bekraeftet`);
    const page = (await t.get(String(confirmed.headers.location))).text;
    expect(page).toMatch(/<p role="status"[^>]*>Tak! Din adresse er bekræftet\./);
    expect(page).toContain('Du følger</h2>');
    // Without the word from the form, nothing is thanked for.
    expect((await t.get(`/subscription?token=${token}&tak=noget`)).text).not.toContain('Tak! Din adresse');
  });

  it('takes places on a reservation night, then confirms and cancels them from the link, as plain forms', async () => {
    const admin = await t.loginAdmin();
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: 'Quiz i baren',
        description: '<p>Hold på fire</p>',
        venueId: await createVenue(t, admin, 'Reservationshuset'),
        isPublic: true,
        imageUrl: await uploadCover(t, admin),
        kind: 'quiz',
        admission: 'reservation',
        reservationCapacity: 3,
        from: inDays(9, 18),
        to: inDays(9, 22),
      },
    });
    expect(made.status, made.text).toBe(200);
    const id = made.body.id as number;
    const night = await t.get(`/events/${id}`);
    expect(night.text).toContain(`href="/reserver?event=${id}"`);
    expect(night.text).toContain('3 pladser tilbage');

    const refused = await postForm(`/reserver?event=${id}`, { name: 'Kaja Holm', email: 'kaja@', places: '2' });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('Skriv en gyldig e-mailadresse');
    expect(valueOf(refused.text, 'name')).toBe('Kaja Holm');
    const taken = await postForm(`/reserver?event=${id}`, { name: 'Kaja Holm', email: 'kaja@example.dk', places: '2' });
    expect(taken.status).toBe(200);
    expect(taken.text).toMatch(/<p role="status"[^>]*>Tjek din indbakke: vi holder pladserne i 30 minutter/);
    // Held for the address to confirm: the night's page counts them already.
    expect((await t.get(`/events/${id}`)).text).toContain('1 plads tilbage');

    // The link the mail carries, made here: only its hash is stored.
    const token = newSecretToken();
    const em = t.orm.em.fork();
    await em.nativeUpdate(Reservation, { event: id }, { tokenHash: hashSecretToken(token) });
    const page = await t.get(`/reservation?token=${token}`);
    expect(page.text).toContain('Venter på din bekræftelse');
    const confirmed = await postForm(`/reservation?token=${token}`, { action: 'confirm' });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.location).toBe(`/reservation?token=${token}`);
    expect((await t.get(`/reservation?token=${token}`)).text).toContain('Bekræftet: pladserne er dine');

    const cancelled = await postForm(`/reservation?token=${token}`, { action: 'cancel' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.text).toMatch(/<p role="status"[^>]*>Reservationen er annulleret\./);
    expect((await t.get(`/events/${id}`)).text).toContain('3 pladser tilbage');
    expect((await t.get(`/reservation?token=${token}`)).text).toContain('Linket er ugyldigt eller udløbet.');
  });

  it('sends any other page’s form back to its page, and refuses a form from another site', async () => {
    const other = await postForm('/events', { genre: '1' });
    expect(other.status).toBe(303);
    expect(other.headers.location).toBe('/events');
    const foreign = await t.post('/auth/login', {
      body: 'email=a%40b.dk&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });
});
