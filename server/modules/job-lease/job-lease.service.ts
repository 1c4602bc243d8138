import type { EntityManager } from '@mikro-orm/core';

/**
 * Takes or renews the lease on `job` for `holder` until `now + durationMs`, in one atomic
 * statement: the row is written only when it is new, already ours, or expired. Any number of
 * instances may try at once; the database lets exactly one of them have it.
 */
export async function takeLease(em: EntityManager, job: string, holder: string, durationMs: number, now = Date.now()): Promise<boolean> {
  const rows = (await em.getConnection().execute(
    `insert into job_lease (job, holder, expires_at) values (?, ?, ?)
     on conflict (job) do update set holder = excluded.holder, expires_at = excluded.expires_at
       where job_lease.holder = excluded.holder or job_lease.expires_at <= ?
     returning holder`,
    [job, holder, now + durationMs, now],
  )) as { holder: string }[];
  return rows.length === 1;
}

/** Gives the lease up, if still ours: a stopping instance lets another take over at once instead of when it expires. */
export async function releaseLease(em: EntityManager, job: string, holder: string): Promise<void> {
  await em.getConnection().execute('delete from job_lease where job = ? and holder = ?', [job, holder], 'run');
}
