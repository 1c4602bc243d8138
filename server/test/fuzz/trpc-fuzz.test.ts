import { beforeAll, describe, expect, it } from 'vitest';
import { appRouter } from '../../router';
import { useTestApp } from '../test-app';
import { fuzzParticipants } from './participants';
import { runTrpcFuzz } from './trpc-fuzz';

/**
 * Fixed, so a failure here can be repeated with `npm run fuzz -- --trpc --calls 1800 --seed 26`. 1,500 calls
 * reached neither artists.create nor events.create once the 14 shift procedures of issue 37 joined the draw,
 * seed 7 missed two of the four once the hold procedures of issue 49 did, and seed 8 once the offer's
 * contract did; seed 10 missed venues.create and events.create in some runs once the reservation
 * procedures of issue 50 joined (venues.create succeeded only once in the others); 21 to 24 missed two
 * of the four once the guest-list and door procedures did, where 26 reaches three on both databases.
 */
const SEED = 26;
const CALLS = 1_800;

describe('/trpc against its own router', () => {
  const t = useTestApp();
  let participants: Awaited<ReturnType<typeof fuzzParticipants>>;
  beforeAll(async () => {
    participants = await fuzzParticipants(t);
  });

  it(
    `answers ${CALLS} generated requests (single, batched, streamed, bad) without a 5xx, every error in tRPC's shape`,
    async () => {
      const report = await runTrpcFuzz(t.app, appRouter, { calls: CALLS, seed: SEED, ...participants });
      expect(report.calls).toBe(CALLS);
      expect(report.problems.slice(0, 20)).toEqual([]);
      const seen = [...report.statuses.keys()];
      // Every procedure of the router was called, with no list of them kept here.
      for (const path of Object.keys(appRouter._def.procedures)) expect(seen.some((key) => key.startsWith(`${path} `)), path).toBe(true);
      // Each kind of request was sent, and the calls reached the code behind the checks.
      for (const key of ['[single] 200', '[batch] 207', '[batch over the limit] 400', '[jsonl] 200', '[wrong method] 405', '[unknown procedure] 404']) {
        expect(seen, key).toContain(key);
      }
      // Which of these rarely valid calls succeed depends on the seed and on the ids the database
      // hands out (PostgreSQL's sequences move on failed inserts, SQLite's do not): all but one must.
      const missed = ['venues.create', 'artists.create', 'events.create', 'events.list'].filter((call) => !seen.includes(`${call} 200`));
      expect(missed.length, `no success for ${missed.join(', ')}`).toBeLessThanOrEqual(1);
    },
    10 * 60_000,
  );
});
