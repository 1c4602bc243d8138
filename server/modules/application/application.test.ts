import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES } from '../../../shared/schemas/webhook';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { startReceiver } from '../../test/webhook-test-receiver';
import { Image } from '../image/image.entity';
import { removeUnusedImages, UNUSED_IMAGE_GRACE_MS } from '../image/image-cleanup';
import { applicationAddressThrottle, applicationEmailThrottle } from './application-throttles';
import { Application } from './application.entity';
import { removeExpiredApplications } from './application.service';

let mailbox: Mailbox;
let t: TestApp;

const tokenIn = (mail: ReceivedMail) => /token=([A-Za-z0-9_-]{43})/.exec(mail.text)![1]!;
const LONG_AGO = Date.now() - 60_000;

/** The mail of this subject, once it came (mails go in the background, an earlier test's may come late). */
async function mailAbout(subject: string): Promise<ReceivedMail> {
  await until(() => mailbox.messages.some((mail) => mail.subject === subject), `no mail "${subject}"`);
  return mailbox.messages.find((mail) => mail.subject === subject)!;
}

/** A complete application as a person sends it, a while after the form was shown. */
const application = (overrides: Record<string, unknown> = {}) => ({
  actName: 'Kaja Kvartet',
  contactName: 'Kaja Holm',
  email: 'kaja@example.dk',
  phone: '+45 12 34 56 78',
  town: 'Aarhus',
  genres: ['Jazz', 'Folk'],
  links: ['https://open.spotify.com/artist/abc', 'https://kaja.bandcamp.com/'],
  text: 'Vi spiller nordisk jazz med fire mand.',
  months: ['2027-03', '2027-04'],
  dates: 'Helst fredage',
  lineupSize: 4,
  technicalNeeds: 'Flygel, fire monitorer',
  deal: 'Dørsalg eller 4.000 kr.',
  consent: true,
  startedAt: LONG_AGO,
  ...overrides,
});

describe('bands apply to play (issue 49)', () => {
  let admin: string;
  let booker: { id: number; cookie: string };
  let leader: { id: number; cookie: string };
  let volunteer: { cookie: string };

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', WEBHOOK_ALLOW_PRIVATE: 'true' });
    admin = await t.loginAdmin();
    booker = await t.memberWith(['booking']);
    leader = await t.memberWith(['project-leader']);
    volunteer = await t.memberWith(['event-management']);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  beforeEach(async () => {
    const em = t.orm.em.fork();
    await applicationAddressThrottle.reset(em, '127.0.0.1');
    for (const email of ['kaja@example.dk', 'bo@example.dk']) await applicationEmailThrottle.reset(em, email);
    await em.nativeDelete(Application, {});
    await t.put('/api/applications/settings', { cookie: admin, body: await defaults() });
    await new Promise((done) => setTimeout(done, 50));
    mailbox.messages.splice(0);
  });

  let stored: unknown;
  const defaults = async () => (stored ??= (await t.get('/api/applications/settings', { cookie: admin })).body);

  const apply = async (overrides: Record<string, unknown> = {}) => {
    const response = await t.post('/api/applications', { body: application(overrides) });
    expect(response.status, response.text).toBe(200);
    const [row] = await t.orm.em.fork().find(Application, {}, { orderBy: { id: 'DESC' }, limit: 1 });
    return row!;
  };

  it('takes an application, mails the act a secret link to its status, and withdraws it from there', async () => {
    const response = await t.post('/api/applications', { body: application() });
    expect(response.status).toBe(200);
    expect((response.body as { message: string }).message).toMatch(/^Tak for jeres ansøgning/);
    const mail = await mailAbout('Vi har modtaget ansøgningen fra Kaja Kvartet');
    expect(mail.to).toEqual(['kaja@example.dk']);
    expect(mail.text).toContain('sletter vi den efter 6 måneder');
    const token = tokenIn(mail);

    const status = await t.get(`/api/applications/link?token=${token}`);
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ actName: 'Kaja Kvartet', status: 'new', statusLabel: 'Ny', retentionMonths: 6 });
    // Never shared by the public cache: the page changes with no content version.
    expect(status.headers['cache-control']).not.toMatch(/public/);

    const withdrawn = await t.post('/api/applications/withdraw', { body: { token } });
    expect(withdrawn.body).toMatchObject({ status: 'withdrawn', statusLabel: 'Trukket tilbage' });
    expect((await t.get(`/api/applications/link?token=${'x'.repeat(43)}`)).body).toEqual({ message: 'Linket er ugyldigt, eller ansøgningen er slettet' });
  });

  it('refuses in Danish: missing names, a bad e-mail, links that are no links, too many links, and no consent', async () => {
    const refused = await t.post('/api/applications', { body: application({ actName: ' ', consent: false }) });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Skriv navnet på bandet eller kunstneren' });
    const messageOf = async (overrides: Record<string, unknown>) => ((await t.post('/api/applications', { body: application(overrides) })).body as { message: string }).message;
    expect(await messageOf({ consent: false })).toBe('Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen');
    expect(await messageOf({ consent: undefined })).toBe('Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen');
    expect(await messageOf({ email: 'kaja' })).toBe('Skriv en gyldig e-mailadresse');
    expect(await messageOf({ links: ['javascript:alert(1)'] })).toMatch(/^Et link skal være en gyldig adresse/);
    expect(await messageOf({ links: Array.from({ length: 6 }, (_, index) => `https://example.dk/${index}`) })).toBe('Højst 5 links');
    expect(await messageOf({ text: 'Se http://a.dk http://b.dk http://c.dk' })).toBe('Højst 2 links i teksten: sæt jeres links i felterne til links');
    expect(await messageOf({ months: ['marts'] })).toBe('En måned skrives ÅÅÅÅ-MM');
    expect(await messageOf({ phone: '12' })).toBe('Telefonnummeret skal have 8–15 cifre');
    expect(await t.orm.em.fork().count(Application, {})).toBe(0);
  });

  it('keeps spam out: a filled hidden field is thanked and forgotten, a form sent at once is refused', async () => {
    const trapped = await t.post('/api/applications', { body: application({ website: 'https://cheap-pills.example' }) });
    expect(trapped.status).toBe(200);
    expect((trapped.body as { message: string }).message).toMatch(/^Tak for jeres ansøgning/);
    const tooFast = await t.post('/api/applications', { body: application({ startedAt: Date.now() - 500 }) });
    expect(tooFast.status).toBe(400);
    expect(tooFast.body).toEqual({ message: 'Formularen blev sendt meget hurtigt. Vent et øjeblik, og send den igen.' });
    expect(await t.orm.em.fork().count(Application, {})).toBe(0);
    await new Promise((done) => setTimeout(done, 200));
    expect(mailbox.messages).toHaveLength(0);
  });

  it('throttles per e-mail (3 an hour) and per client address (5 an hour) with 429 and Retry-After', async () => {
    for (let sent = 0; sent < 3; sent += 1) await apply();
    const sameAddress = await t.post('/api/applications', { body: application() });
    expect(sameAddress.status).toBe(429);
    expect(sameAddress.body).toEqual({ message: 'Der er allerede sendt flere ansøgninger fra den e-mail. Prøv igen om en time.' });
    expect(Number(sameAddress.headers['retry-after'])).toBeGreaterThan(0);
    await apply({ email: 'bo@example.dk' });
    const sixth = await t.post('/api/applications', { body: application({ email: 'bo@example.dk' }) });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: 'For mange ansøgninger fra din adresse. Prøv igen om en time.' });
  });

  it('answers closed with the settings’ message, and drops the answers of fields turned off', async () => {
    await t.put('/api/applications/settings', {
      cookie: booker.cookie,
      body: { ...(await defaults() as object), closed: true, closedMessage: 'Vi har booket hele foråret. Vi åbner igen 1. august.' },
    });
    expect((await t.get('/api/applications/form')).body).toMatchObject({ open: false, closedMessage: 'Vi har booket hele foråret. Vi åbner igen 1. august.' });
    const closed = await t.post('/api/applications', { body: application() });
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ message: 'Vi har booket hele foråret. Vi åbner igen 1. august.' });

    await t.put('/api/applications/settings', {
      cookie: booker.cookie,
      body: { ...(await defaults() as object), intro: 'Vi booker rock og folk', fields: ['links', 'genres'] },
    });
    const form = (await t.get('/api/applications/form')).body as { open: boolean; intro: string; fields: string[]; startedAt: number };
    expect(form).toMatchObject({ open: true, intro: 'Vi booker rock og folk', fields: ['links', 'genres'] });
    expect(Math.abs(form.startedAt - Date.now())).toBeLessThan(5000);
    const row = await apply();
    expect(row).toMatchObject({ phone: null, town: null, lineupSize: null, deal: null, months: [], genres: ['jazz', 'folk'] });
  });

  it('keeps the press photo through the image pipeline, and the unused-upload clean-up leaves it', async () => {
    const upload = await t.upload('POST', '/api/applications/picture', { field: 'image', file: await samplePicture(), type: 'image/png' });
    expect(upload.status, upload.text).toBe(200);
    expect(upload.text).toMatch(/\/images\/[0-9a-f]{64}\.webp$/);
    const row = await apply({ pictureUrl: upload.text });
    const list = await t.get('/api/applications', { cookie: booker.cookie });
    expect((list.body as { records: { pictureUrl: string }[] }).records[0]!.pictureUrl).toBe(upload.text);
    expect(await removeUnusedImages(t.orm.em.fork(), new Date(Date.now() + UNUSED_IMAGE_GRACE_MS + 60_000))).toBe(0);
    expect(await t.orm.em.fork().count(Image, { id: row.picture!.id })).toBe(1);
  });

  it('is reviewed by booking, project leaders and admins only: others get 403, visitors 401', async () => {
    const row = await apply();
    for (const cookie of [admin, booker.cookie, leader.cookie]) expect((await t.get(`/api/applications/${row.id}`, { cookie })).status).toBe(200);
    expect((await t.get('/api/applications', { cookie: volunteer.cookie })).status).toBe(403);
    expect((await t.put(`/api/applications/${row.id}/vote`, { cookie: volunteer.cookie, body: { vote: 'yes' } })).status).toBe(403);
    expect((await t.get('/api/applications')).status).toBe(401);
    expect((await t.get('/api/applications/settings')).status).toBe(401);
  });

  it('filters by status, genre, month and town, and offers what the applications name', async () => {
    await apply();
    const bo = await apply({ actName: 'Bo Trio', email: 'bo@example.dk', genres: ['Rock'], months: ['2027-05'], town: 'Odense' });
    await t.put(`/api/applications/${bo.id}/status`, { cookie: booker.cookie, body: { status: 'reviewing', notify: false } });
    const names = async (query: string) => ((await t.get(`/api/applications${query}`, { cookie: booker.cookie })).body as { records: { actName: string }[] }).records.map((one) => one.actName);
    expect(await names('')).toEqual(['Bo Trio', 'Kaja Kvartet']);
    expect(await names('?status=reviewing')).toEqual(['Bo Trio']);
    expect(await names('?genre=jazz')).toEqual(['Kaja Kvartet']);
    expect(await names('?month=2027-05')).toEqual(['Bo Trio']);
    expect(await names('?town=aarhus')).toEqual(['Kaja Kvartet']);
    expect((await t.get('/api/applications?status=maybe', { cookie: booker.cookie })).status).toBe(400);
    expect((await t.get('/api/applications/facets', { cookie: booker.cookie })).body).toEqual({
      genres: ['folk', 'jazz', 'rock'],
      months: ['2027-03', '2027-04', '2027-05'],
      // Danish order: Aa is Å, last.
      towns: ['Odense', 'Aarhus'],
      counts: { new: 1, reviewing: 1, offer: 0, booked: 0, declined: 0, withdrawn: 0 },
    });
  });

  it("hides others' votes until one has voted, and keeps each reviewer's comments", async () => {
    const row = await apply();
    const voted = await t.put(`/api/applications/${row.id}/vote`, { cookie: booker.cookie, body: { vote: 'yes' } });
    expect(voted.body).toMatchObject({ myVote: 'yes', votes: { yes: 1, maybe: 0, no: 0 }, voteCount: 1 });

    const before = (await t.get(`/api/applications/${row.id}`, { cookie: leader.cookie })).body as Record<string, unknown>;
    expect(before.voteCount).toBe(1);
    expect(before).not.toHaveProperty('votes');
    expect(before).not.toHaveProperty('voters');
    const listed = ((await t.get('/api/applications', { cookie: leader.cookie })).body as { records: Record<string, unknown>[] }).records[0]!;
    expect(listed).not.toHaveProperty('votes');

    await t.put(`/api/applications/${row.id}/vote`, { cookie: leader.cookie, body: { vote: 'maybe' } });
    const after = await t.put(`/api/applications/${row.id}/vote`, { cookie: leader.cookie, body: { vote: 'no' } });
    expect(after.body).toMatchObject({ myVote: 'no', votes: { yes: 1, maybe: 0, no: 1 }, voteCount: 2 });
    expect((after.body as { voters: { member: { id: number }; vote: string }[] }).voters.map(({ member, vote }) => [member.id, vote])).toEqual([
      [booker.id, 'yes'],
      [leader.id, 'no'],
    ]);
    expect((await t.put(`/api/applications/${row.id}/vote`, { cookie: leader.cookie, body: { vote: 'ja' } })).body).toEqual({ message: 'Stem ja, måske eller nej' });

    const commented = await t.post(`/api/applications/${row.id}/comments`, { cookie: booker.cookie, body: { text: 'Så dem på Spot, stærke live' } });
    expect((commented.body as { comments: { member: { id: number }; text: string }[] }).comments).toMatchObject([{ member: { id: booker.id }, text: 'Så dem på Spot, stærke live' }]);
    expect((await t.post(`/api/applications/${row.id}/comments`, { cookie: booker.cookie, body: { text: ' ' } })).body).toEqual({ message: 'Skriv en kommentar' });
  });

  it('mails a status change to the act in the venue’s words, a kind refusal by default, and none when told not to', async () => {
    const row = await apply();
    await t.put('/api/applications/settings', { cookie: booker.cookie, body: { ...(await defaults() as object), offerText: 'Vi vil gerne have jer i marts!' } });
    const offered = await t.put(`/api/applications/${row.id}/status`, { cookie: booker.cookie, body: { status: 'offer' } });
    expect(offered.body).toMatchObject({ status: 'offer' });
    const offer = await mailAbout('Kaja Kvartet: Tilbud');
    expect(offer.to).toEqual(['kaja@example.dk']);
    expect(offer.text).toContain('Vi vil gerne have jer i marts!');

    await t.put(`/api/applications/${row.id}/status`, { cookie: booker.cookie, body: { status: 'declined' } });
    expect((await mailAbout('Kaja Kvartet: Afvist')).text).toContain('Tak fordi I søgte om at spille hos os');

    await t.put(`/api/applications/${row.id}/status`, { cookie: booker.cookie, body: { status: 'reviewing', notify: false } });
    await new Promise((done) => setTimeout(done, 300));
    expect(mailbox.messages.filter((mail) => mail.subject === 'Kaja Kvartet: Vurderes')).toHaveLength(0);
  });

  it('deletes declined and withdrawn applications after the settings’ months, hourly, and keeps the rest', async () => {
    const declined = await apply();
    const withdrawn = await apply({ actName: 'Bo Trio' });
    const reviewing = await apply({ actName: 'Gamle Kendinge' });
    const em = t.orm.em.fork();
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setMonth(sevenMonthsAgo.getMonth() - 7);
    await em.nativeUpdate(Application, { id: declined.id }, { status: 'declined', statusChangedAt: sevenMonthsAgo });
    await em.nativeUpdate(Application, { id: withdrawn.id }, { status: 'withdrawn', statusChangedAt: sevenMonthsAgo });
    await em.nativeUpdate(Application, { id: reviewing.id }, { status: 'reviewing', statusChangedAt: sevenMonthsAgo });
    await t.put('/api/applications/settings', { cookie: booker.cookie, body: { ...(await defaults() as object), retentionMonths: 8 } });
    expect(await removeExpiredApplications(t.orm.em.fork())).toBe(0);
    await t.put('/api/applications/settings', { cookie: booker.cookie, body: { ...(await defaults() as object), retentionMonths: 6 } });
    expect(await removeExpiredApplications(t.orm.em.fork())).toBe(2);
    expect((await t.orm.em.fork().find(Application, {})).map((one) => one.actName)).toEqual(['Gamle Kendinge']);
  });

  it('serves integrators: the list with an API token, and application.created to a webhook that asks for applications (not to "*")', async () => {
    const token = ((await t.post('/api/profile/tokens', { cookie: booker.cookie, body: { name: 'Booking-script', scopes: ['read'] } })).body as { token: string }).token;
    const named = await startReceiver();
    const everything = await startReceiver();
    try {
      expect((await t.post('/api/webhooks', { cookie: admin, body: { url: named.url, events: [], applications: true } })).status).toBe(200);
      expect((await t.post('/api/webhooks', { cookie: admin, body: { url: everything.url, events: ['*'] } })).status).toBe(200);
      // Applications are a field of their own: `events` keeps its closed values for clients that enumerate them.
      expect((await t.post('/api/webhooks', { cookie: admin, body: { url: named.url, events: ['application.created'] } })).status).toBe(400);
      const hooks = (await t.get('/api/webhooks', { cookie: admin })).body.records as { url: string; events: string[]; applications: boolean }[];
      expect(hooks.map(({ url, events, applications }) => ({ url, events, applications }))).toEqual(
        expect.arrayContaining([{ url: named.url, events: [], applications: true }, { url: everything.url, events: ['*'], applications: false }]),
      );
      expect(hooks.flatMap((hook) => hook.events).every((event) => event === '*' || WEBHOOK_EVENT_TYPES.includes(event as never))).toBe(true);
      await apply();
      const [delivery] = await named.waitFor(1, 'application.created');
      expect(delivery!.body.data).toMatchObject({ actName: 'Kaja Kvartet', email: 'kaja@example.dk', status: 'new', links: ['https://open.spotify.com/artist/abc', 'https://kaja.bandcamp.com/'] });
      const listed = await t.get('/api/applications', { headers: { authorization: `Bearer ${token}` } });
      expect(listed.status).toBe(200);
      expect((listed.body as { totalCount: number }).totalCount).toBe(1);
      expect(everything.received.filter((one) => one.body.type === 'application.created')).toHaveLength(0);
    } finally {
      await named.close();
      await everything.close();
    }
  });
});
