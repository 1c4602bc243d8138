import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * Which app instance runs a recurring job (the hourly clean-up) until when. Several instances
 * share one database; the lease lets exactly one of them do the work at a time.
 */
export const JobLease = defineEntity({
  name: 'JobLease',
  tableName: 'job_lease',
  properties: {
    job: p.string().length(100).primary(),
    /** The instance holding it: a random id per process. */
    holder: p.string().length(100),
    /** When the lease ends unless renewed, in milliseconds since 1970: compared in SQL alike on both databases. */
    expiresAt: p.bigint('number'),
  },
});
export type JobLease = InferEntity<typeof JobLease>;
