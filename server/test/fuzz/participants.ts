import type { TestApp } from '../test-app';
import { samplePicture } from '../sample-images';
import type { FuzzOptions } from './openapi-fuzz';

/**
 * The fuzzer's callers on a test app: nobody, the administrator, a booker and a member awaiting
 * approval, and the accounts whose logins may succeed. Shared by the test and `npm run fuzz`.
 */
export async function fuzzParticipants(t: TestApp): Promise<Pick<FuzzOptions, 'callers' | 'logins' | 'picture'>> {
  const booker = await t.memberWith(['booking']);
  const pending = await t.memberWith([], { active: false });
  const admin = await t.loginAdmin();
  const adminSession = await t.get('/api/auth/session', { cookie: admin });
  return {
    callers: [
      { name: 'anonym' },
      { name: 'admin', cookie: admin, memberId: adminSession.body.id },
      { name: 'booker', cookie: booker.cookie, memberId: booker.id },
      { name: 'afventende', cookie: pending.cookie, memberId: pending.id },
    ],
    logins: [booker, pending],
    // Small: sharp re-encodes every valid upload, and the fuzzer sends hundreds.
    picture: await samplePicture('png', { width: 16, height: 12 }),
  };
}
