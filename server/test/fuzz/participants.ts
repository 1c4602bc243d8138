import type { TestApp } from '../test-app';
import { samplePicture } from '../sample-images';
import type { FuzzParticipants } from './values';

/**
 * The fuzzers' callers on a test app: nobody, the administrator, a booker and a member awaiting
 * approval; the accounts whose logins may succeed, and a picture. Shared by both fuzzers' tests
 * and `npm run fuzz`.
 */
export async function fuzzParticipants(t: TestApp): Promise<FuzzParticipants> {
  const booker = await t.memberWith(['booking']);
  const pending = await t.memberWith([], { active: false });
  // Members who call nothing: the only ones a change or deletion of another member can be aimed at
  // (the callers' own would end their sessions), so some of those calls succeed.
  const bystanders = await Promise.all([1, 2, 3].map(() => t.memberWith(['economy'])));
  const admin = await t.loginAdmin();
  const adminSession = await t.get('/api/auth/session', { cookie: admin });
  // Small: sharp re-encodes every valid upload, and the fuzzers send hundreds.
  const picture = await samplePicture('png', { width: 16, height: 12 });
  const upload = await t.upload('POST', '/api/events/image', { field: 'image', file: picture, type: 'image/png', cookie: admin });
  return {
    callers: [
      { name: 'anonym' },
      { name: 'admin', cookie: admin, memberId: adminSession.body.id },
      { name: 'booker', cookie: booker.cookie, memberId: booker.id },
      { name: 'afventende', cookie: pending.cookie, memberId: pending.id },
    ],
    logins: [booker, pending],
    bystanders: bystanders.map((bystander) => bystander.id),
    picture,
    pictureUrl: upload.text,
  };
}
