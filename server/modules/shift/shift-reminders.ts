import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { takeLease } from '../job-lease/job-lease.service';
import type { Mailer } from '../../lib/mailer';
import { runPeriodically } from '../job-lease/periodic-job';
import { shiftReminderMessage } from '../mail/messages';
import { ShiftSignup } from './shift.entity';
import { tellMissedStatusChanges } from './shift-event-status';

/** A shift starting within this is reminded of: "the day before". */
const REMIND_AHEAD_MS = 24 * 60 * 60 * 1000;
const INTERVAL_MS = 10 * 60 * 1000;
/** Longer than the interval, so the holder renews it in time; an instance that stopped is replaced after it. */
const LEASE_MS = INTERVAL_MS * 1.5;
const JOB = 'shift-reminders';
/** Reminders per run: a backlog (after a long stop) goes out over the next runs. */
const BATCH = 500;

/**
 * Sends the reminders that are due, on this instance only if it holds (or could take) the lease;
 * answers how many it sent. Then tells the volunteers of nights cancelled (or no longer) whom the
 * save did not reach (shift-event-status.ts). Each sign-up is claimed by one conditional update of its `reminded_at`
 * before its mail is handed over, so a reminder goes once whatever runs at the same time or
 * restarts: at most once, as a stop between the claim and the delivery loses that one mail.
 */
export async function runShiftReminders(orm: MikroORM, mailer: Mailer, publicUrl: string, holder: string, now = new Date()): Promise<number> {
  if (!(await takeLease(orm.em.fork(), JOB, holder, LEASE_MS, now.getTime()))) return 0;
  const em = orm.em.fork();
  const due = await em.find(
    ShiftSignup,
    {
      remindedAt: null,
      member: { active: true },
      // A cancelled or postponed night has no shift to remind of: its volunteers were told of it.
      shift: { startsAt: { $gt: now, $lte: new Date(now.getTime() + REMIND_AHEAD_MS) }, event: { status: { $nin: ['cancelled', 'postponed'] } } },
    },
    { populate: ['member', 'shift.event'], orderBy: { id: 'ASC' }, limit: BATCH },
  );
  let sent = 0;
  for (const signup of due) {
    const claimed = await em.nativeUpdate(ShiftSignup, { id: signup.id, remindedAt: null }, { remindedAt: now });
    if (claimed !== 1) continue;
    mailer.send(shiftReminderMessage(signup.member, signup.shift, publicUrl));
    sent += 1;
  }
  await tellMissedStatusChanges(em, { mailer, publicUrl }, now);
  return sent;
}

/** Sends the reminders every ten minutes once the server listens. */
export async function shiftReminders(app: FastifyInstance, { orm, config, mailer }: { orm: MikroORM; config: Config; mailer: Mailer }) {
  const holder = randomUUID();
  runPeriodically(app, 'shift reminders', INTERVAL_MS, () => runShiftReminders(orm, mailer, config.PUBLIC_URL, holder));
}
