import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivedMail, startMailbox } from '../../test/mailbox';
import { samplePicture } from '../../test/sample-images';
import { useTestApp } from '../../test/test-app';
import { executeOn } from '../outbox/outbox';
import { runDigestJob } from '../digest/digest.service';
import { createArtists, createVenue } from '../../test/event-test-fixtures';
import { memberById, updateBody } from '../../test/member-fixtures';
import { subscribeEmailThrottle } from '../throttle/throttle.service';

const mailbox = await startMailbox();
afterAll(() => mailbox.close());

const subscriptionTokenIn = (mail: ReceivedMail) => /\/subscription\?token=([\w-]{43})/.exec(mail.text)![1]!;
const verifyTokenIn = (mail: ReceivedMail) => /\/auth\/verify\?token=([\w-]{43})/.exec(mail.text)![1]!;
const AWAITING = { message: 'Dit medlemskab afventer godkendelse' };

/**
 * The review's attack (issue 45): a stranger's e-mail subscription was found by its address, so an
 * account registered on that address could read, replace and delete it, and make any fresh address a
 * confirmed subscriber without a click. A member's follows now belong to the member.
 */
describe('a member’s follows are the member’s, never found by the address', () => {
  const t = useTestApp({ SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>', MAIL_RATE_PER_MINUTE: '1000' });
  let admin: string;
  let picture: string;
  let vega: number;
  let kaja: number;

  beforeAll(async () => {
    admin = await t.loginAdmin();
    vega = await createVenue(t, admin, 'Vega');
    [kaja] = await createArtists(t, ['Kaja Kvartet']);
    picture = (await t.upload('POST', '/api/members/picture', { field: 'file', file: await samplePicture('png') })).text;
  });

  /** Subscribes `email` from the public form and confirms from the mail, as the address's owner does. */
  async function confirmedSubscriber(email: string, follows: unknown[]) {
    expect((await t.post('/api/subscriptions', { body: { email, follows } })).status).toBe(202);
    const mail = await mailOf(email);
    expect((await t.post('/api/subscriptions/confirm', { body: { token: subscriptionTokenIn(mail) } })).status).toBe(200);
    await subscribeEmailThrottle.reset(t.orm.em.fork(), email);
    return subscriptionTokenIn(mail);
  }

  async function mailOf(email: string): Promise<ReceivedMail> {
    let found: ReceivedMail | undefined;
    const deadline = Date.now() + 20_000;
    while (!(found = mailbox.messages.find((mail) => mail.to.includes(email)))) {
      if (Date.now() > deadline) throw new Error(`no mail to ${email}`);
      await new Promise((done) => setTimeout(done, 20));
    }
    mailbox.messages.splice(mailbox.messages.indexOf(found), 1);
    return found;
  }

  async function register(email: string) {
    const body = { email, firstName: 'Ond', lastName: 'Angriber', password: 'ond-kode-123', passwordConfirm: 'ond-kode-123', profilePictureUrl: picture };
    const response = await t.post('/api/auth/register', { body });
    expect(response.status).toBe(200);
    return { id: response.body.id as number, cookie: String(response.headers['set-cookie']).split(';')[0]!, verifyMail: await mailOf(email) };
  }

  const victimView = async (token: string) => (await t.get(`/api/subscriptions/link?token=${token}`)).body;
  const csv = async () => (await t.get('/api/subscriptions/export.csv', { cookie: admin })).text;

  it('refuses or ignores every step of the review’s sequence', async () => {
    const victimToken = await confirmedSubscriber('offer@example.dk', [{ kind: 'venue', id: vega }]);
    const before = await victimView(victimToken);
    expect(before).toMatchObject({ email: 'offer@example.dk', confirmed: true, follows: [{ kind: 'venue', id: vega }] });

    // An account on the victim's address, awaiting approval: no subscription call, nothing in the export.
    const attacker = await register('offer@example.dk');
    for (const [method, url, body] of [
      ['GET', '/api/profile/subscription', undefined],
      ['PUT', '/api/profile/subscription', { follows: [{ kind: 'all' }] }],
      ['PUT', '/api/profile/subscription', { follows: [] }],
    ] as const) {
      const response = await t.request(method, url, { cookie: attacker.cookie, body });
      expect(response.status, `${method} ${url}`).toBe(403);
      expect(response.body).toEqual(AWAITING);
    }
    expect((await t.get('/api/profile/export', { cookie: attacker.cookie })).body.subscription).toBeUndefined();
    expect(await victimView(victimToken)).toEqual(before);

    // Approved by someone who did not notice: still only the account's own follows, never the address's.
    expect((await t.post(`/api/members/${attacker.id}/approve`, { cookie: admin })).status).toBe(200);
    const read = await t.get('/api/profile/subscription', { cookie: attacker.cookie });
    expect(read.body).toEqual({ email: 'offer@example.dk', confirmed: false, follows: [], pendingFollows: [], language: 'da' });
    expect((await t.get('/api/profile/export', { cookie: attacker.cookie })).body.subscription).toBeUndefined();
    const replaced = await t.put('/api/profile/subscription', { cookie: attacker.cookie, body: { follows: [{ kind: 'artist', id: kaja }] } });
    expect(replaced.body).toMatchObject({ confirmed: false, follows: [{ kind: 'artist', id: kaja }] });
    expect(await victimView(victimToken)).toEqual(before);
    expect((await t.put('/api/profile/subscription', { cookie: attacker.cookie, body: { follows: [] } })).status).toBe(200);
    expect(await victimView(victimToken)).toEqual(before);

    // A third address: asked for as the account's new e-mail, it is no subscriber, confirmed or not.
    const body = updateBody(await memberById(t, attacker.id), { email: 'tredje@example.dk' });
    expect((await t.put(`/api/members/${attacker.id}`, { cookie: attacker.cookie, body })).status).toBe(200);
    expect((await t.put('/api/profile/subscription', { cookie: attacker.cookie, body: { follows: [{ kind: 'all' }] } })).status).toBe(200);
    expect(await csv()).not.toContain('tredje@example.dk');
    expect(await csv()).toContain('offer@example.dk;');
    expect((await t.get('/api/subscriptions/stats', { cookie: admin })).body).toMatchObject({ confirmed: 1, unconfirmed: 0 });

    // Deleting the account deletes what is its own, and nothing of the victim's.
    expect((await t.delete(`/api/members/${attacker.id}`, { cookie: attacker.cookie })).status).toBe(200);
    expect(await victimView(victimToken)).toEqual(before);
    expect(await csv()).toContain('offer@example.dk;');
    expect((await t.post('/api/auth/verify-email', { body: { token: verifyTokenIn(attacker.verifyMail) } })).status).toBe(400);
  });

  it('joins the follows of a verified member to the address’s confirmed subscription, once the link is opened', async () => {
    const ownerToken = await confirmedSubscriber('ejer@example.dk', [{ kind: 'venue', id: vega }]);
    const owner = await register('ejer@example.dk');
    expect((await t.post(`/api/members/${owner.id}/approve`, { cookie: admin })).status).toBe(200);
    expect((await t.put('/api/profile/subscription', { cookie: owner.cookie, body: { follows: [{ kind: 'artist', id: kaja }] } })).body.confirmed).toBe(false);
    // The week's clean-up forgets addresses left unconfirmed, not a member's follows waiting for their address.
    const em = t.orm.em.fork();
    await runDigestJob({ em, execute: executeOn(em), lease: async () => true }, t.orm, Date.now() + 8 * 24 * 3600_000);

    expect((await t.post('/api/auth/verify-email', { body: { token: verifyTokenIn(owner.verifyMail) } })).status).toBe(200);
    const joined = (await t.get('/api/profile/subscription', { cookie: owner.cookie })).body;
    expect(joined).toMatchObject({ email: 'ejer@example.dk', confirmed: true });
    expect(joined.follows.map((follow: { kind: string }) => follow.kind).sort()).toEqual(['artist', 'venue']);
    // One address, one subscriber: the mail's link shows the same follows.
    expect((await victimView(ownerToken)).follows).toEqual(joined.follows);
    expect((await csv()).match(/ejer@example\.dk/g)).toHaveLength(1);
  });

  it('gives a verified member’s follows their address, and a new address only once it answers', async () => {
    const member = await t.memberWith([]);
    const set = await t.put('/api/profile/subscription', { cookie: member.cookie, body: { follows: [{ kind: 'all' }] } });
    expect(set.body).toMatchObject({ email: member.email, confirmed: true });
    expect(await csv()).toContain(`${member.email};`);

    const body = updateBody(await memberById(t, member.id), { email: 'flyttet@example.dk' });
    expect((await t.put(`/api/members/${member.id}`, { cookie: member.cookie, body })).status).toBe(200);
    expect(await csv()).not.toContain('flyttet@example.dk');
    expect((await t.post('/api/auth/verify-email', { body: { token: verifyTokenIn(await mailOf('flyttet@example.dk')) } })).status).toBe(200);
    const moved = await csv();
    expect(moved).toContain('flyttet@example.dk;');
    expect(moved).not.toContain(`${member.email};`);
  });
});
