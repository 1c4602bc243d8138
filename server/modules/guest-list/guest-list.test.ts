import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GUEST_LIST_MESSAGES } from '../../../shared/schemas/guest-list';
import { concert, createArtists, createVenue, inDays, uploadCover } from '../../test/event-test-fixtures';
import { type Mailbox, type ReceivedMail, startMailbox, until } from '../../test/mailbox';
import { startTestApp, type TestApp } from '../../test/test-app';
import { Event } from '../event/event.entity';

describe('guest lists (issue 50)', () => {
  let t: TestApp;
  let mailbox: Mailbox;
  let admin: string;
  let booker: { cookie: string; id: number };
  let venueId: number;
  let kaja: number;
  let bo: number;
  let stranger: number;
  let addresses = 0;
  let cover: string;

  beforeAll(async () => {
    mailbox = await startMailbox();
    t = await startTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
    admin = await t.loginAdmin();
    booker = await t.memberWith(['booking']);
    venueId = await createVenue(t, admin, 'Huset');
    [kaja, bo, stranger] = await createArtists(t, ['Kaja Kvartet', 'Bo Band', 'Ikke Her']);
    cover = await uploadCover(t, admin);
  });
  afterAll(async () => {
    await t?.close();
    await mailbox?.close();
  });

  /** A night in 10 days with Kaja Kvartet and Bo Band; `fields` change it. */
  async function night(fields: Record<string, unknown> = {}): Promise<number> {
    const made = await t.post('/api/events', {
      cookie: admin,
      body: {
        title: `Jazzaften ${Math.random().toString(36).slice(2, 7)}`,
        description: 'To orkestre',
        venueId,
        concerts: [concert(kaja, inDays(10, 19), inDays(10, 20)), concert(bo, inDays(10, 20), inDays(10, 22))],
        isPublic: true,
        imageUrl: cover,
        ticketUrl: 'https://billetlugen.dk/jazz',
        ...fields,
      },
    });
    expect(made.status, made.text).toBe(200);
    return made.body.id;
  }

  const list = (eventId: number, cookie = booker.cookie) => t.get(`/api/events/${eventId}/guest-list`, { cookie });
  const add = (eventId: number, body: Record<string, unknown>, cookie = booker.cookie) => t.post(`/api/events/${eventId}/guest-list`, { cookie, body });
  const contact = () => `kontakt${(addresses += 1)}@example.dk`;

  /** Sends the act its link and answers the token the mail carries. */
  async function sendLink(eventId: number, artistId: number, extra: Record<string, unknown> = {}): Promise<string> {
    const email = contact();
    const sent = await t.post(`/api/events/${eventId}/guest-list/links`, { cookie: booker.cookie, body: { artistId, email, ...extra } });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body).toEqual({ message: `Linket er sendt til ${email}` });
    let mail: ReceivedMail | undefined;
    await until(() => (mail = mailbox.messages.findLast((message) => message.to.includes(email))) !== undefined, `no mail to ${email}`);
    expect(mail!.subject).toMatch(/^Gæsteliste til Jazzaften .*: (Kaja Kvartet|Bo Band)$/);
    return /http:\/\/spillested\.test\/gaesteliste\?token=([A-Za-z0-9_-]{43})/.exec(mail!.text)![1]!;
  }

  const view = (token: string) => t.get(`/api/guest-list/link?token=${token}`);
  const addByLink = (token: string, name: string, plus = 0) => t.post('/api/guest-list/link/entries', { body: { token, name, plus } });
  const removeByLink = (token: string, entryId: number) => t.post('/api/guest-list/link/entries/delete', { body: { token, entryId } });

  it('is for those who manage events: visitors 401, other members 403', async () => {
    const eventId = await night();
    expect((await t.get(`/api/events/${eventId}/guest-list`)).status).toBe(401);
    const member = await t.memberWith([]);
    expect((await list(eventId, member.cookie)).status).toBe(403);
    expect((await add(eventId, { name: 'Anna', kind: 'press' }, member.cookie)).status).toBe(403);
    expect((await t.post(`/api/events/${eventId}/guest-list/links`, { cookie: member.cookie, body: { artistId: kaja, email: contact() } })).status).toBe(403);
    expect((await list(eventId)).status).toBe(200);
    expect((await list(999_999)).status).toBe(404);
  });

  it('lets booking add, correct and remove names of every kind, and says who added them', async () => {
    const eventId = await night();
    const guest = await add(eventId, { name: '  Mette Holm ', plus: 1, kind: 'artist', artistId: kaja, note: 'Kæreste' });
    expect(guest.status, guest.text).toBe(200);
    expect(guest.body).toMatchObject({ name: 'Mette Holm', plus: 1, kind: 'artist', artistId: kaja, note: 'Kæreste', addedBy: 'Tilføjet af Medlem1', byAct: false });
    const press = await add(eventId, { name: 'Politiken', kind: 'press', artistId: kaja });
    expect(press.body).toMatchObject({ kind: 'press', plus: 0 });
    expect(press.body).not.toHaveProperty('artistId');

    const refused = async (body: Record<string, unknown>, status = 400) => {
      const answer = await add(eventId, body);
      expect(answer.status, answer.text).toBe(status);
      return answer.body.message as string;
    };
    expect(await refused({ name: 'Ole', kind: 'artist' })).toContain(GUEST_LIST_MESSAGES.artist);
    expect(await refused({ name: 'Ole', kind: 'artist', artistId: stranger }, 409)).toBe(GUEST_LIST_MESSAGES.notAct);
    expect(await refused({ name: ' ', kind: 'other' })).toContain(GUEST_LIST_MESSAGES.name);
    expect(await refused({ name: 'Ole', kind: 'other', plus: 21 })).toContain(GUEST_LIST_MESSAGES.plus);
    expect(await refused({ name: 'Ole', kind: 'other', plus: '1' })).toContain(GUEST_LIST_MESSAGES.plus);
    expect(await refused({ name: 'Ole', kind: 'vip' })).toContain(GUEST_LIST_MESSAGES.kind);
    expect(await refused({ name: 'Ole', kind: 'other', note: 'x'.repeat(201) })).toContain(GUEST_LIST_MESSAGES.note);

    const changed = await t.put(`/api/guest-list/${guest.body.id}`, { cookie: booker.cookie, body: { name: 'Mette Holm', plus: 2, kind: 'artist', artistId: bo } });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({ plus: 2, artistId: bo });
    expect(changed.body).not.toHaveProperty('note');

    const shown = (await list(eventId)).body;
    expect(shown.entries.map((entry: { name: string }) => entry.name)).toEqual(['Mette Holm', 'Politiken']);
    expect(shown.persons).toBe(4);
    expect(shown).toMatchObject({ open: true, editable: true });
    expect(shown.acts).toEqual([
      { artistId: kaja, name: 'Kaja Kvartet', limit: 4, used: 0, left: 4 },
      { artistId: bo, name: 'Bo Band', limit: 4, used: 3, left: 1 },
    ]);

    expect((await t.delete(`/api/guest-list/${press.body.id}`, { cookie: booker.cookie })).status).toBe(200);
    expect((await t.delete(`/api/guest-list/${press.body.id}`, { cookie: booker.cookie })).status).toBe(404);
    expect((await list(eventId)).body.entries).toHaveLength(1);
  });

  it('mails the act a link that adds names within its limit, and removes only its own', async () => {
    const eventId = await night();
    const booked = await add(eventId, { name: 'Lydmand Lars', kind: 'artist', artistId: kaja });
    const token = await sendLink(eventId, kaja, { guestLimit: 4 });

    const page = await view(token);
    expect(page.status, page.text).toBe(200);
    expect(page.body).toMatchObject({ event: { id: eventId, venue: { name: 'Huset' } }, artist: { id: kaja, name: 'Kaja Kvartet' }, limit: 4, left: 3, open: true });
    expect(page.body.entries).toEqual([{ id: booked.body.id, name: 'Lydmand Lars', plus: 0, own: false }]);

    const added = await addByLink(token, 'Sofie Berg', 1);
    expect(added.status, added.text).toBe(200);
    expect(added.body.left).toBe(1);
    const sofie = added.body.entries.find((entry: { name: string }) => entry.name === 'Sofie Berg');
    expect(sofie).toMatchObject({ plus: 1, own: true });

    const over = await addByLink(token, 'Jens', 1);
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: 'Der er kun 1 plads tilbage på gæstelisten: skriv færre med (+N)' });
    expect((await addByLink(token, 'Jens')).status).toBe(200);
    const full = await addByLink(token, 'Karl');
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ message: 'Gæstelisten er fuld: I har 4 pladser, og de er brugt' });

    // Booking's names are booking's; another night's are not found.
    const notOwn = await removeByLink(token, booked.body.id);
    expect(notOwn.status).toBe(403);
    expect(notOwn.body).toEqual({ message: GUEST_LIST_MESSAGES.notOwn });
    const elsewhere = await add(await night(), { name: 'Fremmed', kind: 'other' });
    expect((await removeByLink(token, elsewhere.body.id)).status).toBe(404);
    const removed = await removeByLink(token, sofie.id);
    expect(removed.status, removed.text).toBe(200);
    expect(removed.body.left).toBe(2);

    const shown = (await list(eventId)).body;
    expect(shown.entries.find((entry: { name: string }) => entry.name === 'Jens')).toMatchObject({ addedBy: 'Tilføjet af kunstneren', byAct: true, artistId: kaja });
    expect(shown.acts[0]).toMatchObject({ artistId: kaja, limit: 4, used: 2, left: 2, link: { email: expect.stringMatching(/@example\.dk$/) } });
    expect(shown.acts[1]).not.toHaveProperty('link');
    expect((await view('x'.repeat(43))).body).toEqual({ message: GUEST_LIST_MESSAGES.linkInvalid });
    expect((await view('kort')).status).toBe(400);
  });

  it('replaces a link sent again: the old token stops working, the names stay the act’s own', async () => {
    const eventId = await night();
    const first = await sendLink(eventId, bo);
    const added = await addByLink(first, 'Hanne', 2);
    expect(added.body).toMatchObject({ limit: 4, left: 1 });
    const second = await sendLink(eventId, bo, { guestLimit: 6 });
    expect(second).not.toBe(first);
    expect((await view(first)).status).toBe(404);
    expect((await addByLink(first, 'Gammel')).status).toBe(404);
    const now = (await view(second)).body;
    expect(now).toMatchObject({ limit: 6, left: 3 });
    expect(now.entries[0]).toMatchObject({ name: 'Hanne', own: true });
    expect((await removeByLink(second, now.entries[0].id)).status).toBe(200);
    const refused = await t.post(`/api/events/${eventId}/guest-list/links`, { cookie: booker.cookie, body: { artistId: stranger, email: contact() } });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: GUEST_LIST_MESSAGES.notAct });
    expect((await t.post(`/api/events/${eventId}/guest-list/links`, { cookie: booker.cookie, body: { artistId: bo, email: 'ikke-en-adresse' } })).status).toBe(400);
  });

  it('closes the act’s link when the doors open, lets booking edit until the night is over, and refuses links on a cancelled night', async () => {
    const eventId = await night();
    const token = await sendLink(eventId, kaja);
    const em = t.orm.em.fork();
    await em.nativeUpdate(Event, { id: eventId }, { doorsAt: new Date(Date.now() - 60_000) });
    const closed = await addByLink(token, 'For sent');
    expect(closed.status).toBe(409);
    expect(closed.body).toEqual({ message: GUEST_LIST_MESSAGES.doorsOpen });
    expect((await view(token)).body.open).toBe(false);
    expect((await list(eventId)).body).toMatchObject({ open: false, editable: true });
    // Press at the door: booking still adds.
    expect((await add(eventId, { name: 'Fotograf', kind: 'press' })).status).toBe(200);
    const late = await t.post(`/api/events/${eventId}/guest-list/links`, { cookie: booker.cookie, body: { artistId: kaja, email: contact() } });
    expect(late.body).toEqual({ message: GUEST_LIST_MESSAGES.doorsOpen });

    await em.nativeUpdate(Event, { id: eventId }, { fromDate: new Date(Date.now() - 3 * 3600_000), toDate: new Date(Date.now() - 60_000) });
    const over = await add(eventId, { name: 'Efternøler', kind: 'other' });
    expect(over.status).toBe(409);
    expect(over.body).toEqual({ message: GUEST_LIST_MESSAGES.nightOver });
    expect((await list(eventId)).body.editable).toBe(false);

    const cancelled = await night();
    const cancelledToken = await sendLink(cancelled, bo);
    await em.nativeUpdate(Event, { id: cancelled }, { status: 'cancelled' });
    expect((await addByLink(cancelledToken, 'Nogen')).body).toEqual({ message: GUEST_LIST_MESSAGES.cancelled });
    expect((await view(cancelledToken)).body.open).toBe(false);
    const resent = await t.post(`/api/events/${cancelled}/guest-list/links`, { cookie: booker.cookie, body: { artistId: bo, email: contact() } });
    expect(resent.status).toBe(409);
  });

  it('gives the last place to one of two names sent at once', async () => {
    const eventId = await night();
    const token = await sendLink(eventId, kaja, { guestLimit: 3 });
    expect((await addByLink(token, 'Første', 1)).status).toBe(200);
    const answers = await Promise.all([addByLink(token, 'Anden'), addByLink(token, 'Tredje')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const page = (await view(token)).body;
    expect(page.left).toBe(0);
    expect(page.entries).toHaveLength(2);
  });
});
