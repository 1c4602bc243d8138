import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../lib/mailer';
import { getSettings } from '../settings/settings.service';
import { startMailbox } from '../../test/mailbox';
import { PUBLIC_URL, startTestApp, type TestApp } from '../../test/test-app';
import { createEventAt, createShift, hoursFromNow } from '../../test/shift-fixtures';
import { runShiftReminders } from './shift-reminders';

const mailbox = await startMailbox();
const MAIL = { SMTP_URL: mailbox.url, MAIL_FROM: 'Spillested <noreply@spillested.test>' };

/**
 * The reminder the day before goes out once, whichever of two instances on one database runs, at
 * the same moment or one after the other (as after a restart or a take-over of the lease).
 */
describe('shift reminders on two instances', () => {
  let a: TestApp;
  let b: TestApp;
  const directory = mkdtempSync(join(tmpdir(), 'spillested-vagter-'));
  const onPostgres = process.env.TEST_DATABASE === 'postgresql';

  beforeAll(async () => {
    a = await startTestApp({ ...MAIL, ...(onPostgres ? {} : { DATABASE_URL: join(directory, 'delt.db') }) });
    b = await startTestApp({ ...MAIL, DATABASE_URL: a.config.DATABASE_URL });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await mailbox.close();
    rmSync(directory, { recursive: true, force: true });
  });

  it('sends each due reminder once, to the volunteer, and none for a shift further off', async () => {
    const admin = await a.loginAdmin();
    const eventId = await createEventAt(a, admin, hoursFromNow(21), 'Torsdagsjazz');
    const due = await createShift(a, admin, eventId, { role: 'Bar', startsAt: hoursFromNow(20), endsAt: hoursFromNow(24), capacity: 2, note: 'Husk kassen' });
    const later = await createShift(a, admin, eventId, { role: 'Oprydning', startsAt: hoursFromNow(30), endsAt: hoursFromNow(32), capacity: 2 });
    const [anna, bo] = [await a.memberWith([]), await a.memberWith([])];
    for (const member of [anna, bo]) {
      expect((await a.post(`/api/shifts/${due}/signup`, { cookie: admin, body: { memberId: member.id } })).status).toBe(200);
    }
    expect((await a.post(`/api/shifts/${later}/signup`, { cookie: admin, body: { memberId: anna.id } })).status).toBe(200);

    const mailers = [a, b].map((instance) => createMailer(instance.config, instance.app.log, { site: () => getSettings(instance.orm.em.fork(), PUBLIC_URL) }));
    const now = new Date();
    const sent = await Promise.all([
      runShiftReminders(a.orm, mailers[0]!, a.config.PUBLIC_URL, 'instans-a', now),
      runShiftReminders(b.orm, mailers[1]!, b.config.PUBLIC_URL, 'instans-b', now),
    ]);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(2);
    // The other instance takes the lease over once it has run out (the first stopped): nothing is sent again.
    const lastHolder = sent[0] ? 'instans-b' : 'instans-a';
    const takeOver = new Date(now.getTime() + 16 * 60_000);
    expect(await runShiftReminders(lastHolder === 'instans-a' ? a.orm : b.orm, mailers[1]!, b.config.PUBLIC_URL, lastHolder, takeOver)).toBe(0);
    await Promise.all(mailers.map((mailer) => mailer.close()));

    const mails = await mailbox.receive(2);
    expect(mails.map((mail) => mail.to[0]).sort()).toEqual([anna.email, bo.email].sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Din vagt i morgen: Bar til Torsdagsjazz');
      expect(mail.text).toContain('Husk kassen');
      expect(mail.text).toContain('http://spillested.test/admin/vagter/mine');
    }
    expect(mailbox.messages).toEqual([]);
  });
});
