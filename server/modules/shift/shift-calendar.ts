import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import ical, { escape as escapeText, ICalEventStatus } from 'ical-generator';
import { EVENT_STATUS_LABELS, type EventStatus } from '../../../shared/event-details';
import type { ShiftCalendar as ShiftCalendarDto, ShiftExport } from '../../../shared/schemas/shift';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import type { Viewer } from '../../lib/viewer';
import { MemberQualification } from '../qualification/qualification.entity';
import { Shift, ShiftCalendar, ShiftSignup, ShiftStandby, ShiftSwap } from './shift.entity';
import { siteName } from '../../../shared/site-identity';
import { getSettings } from '../settings/settings.service';

/** A calendar app asks often; a month back and a year ahead is every shift it needs to show. */
const PAST_DAYS = 31;
const MAX_ENTRIES = 500;
const DAY_MS = 86_400_000;

/** "Aflyst: Vagt: Bar · Fredagsbar", as every shift screen marks the night. */
const STATUS_PREFIX: Partial<Record<EventStatus, string>> = { cancelled: `${EVENT_STATUS_LABELS.cancelled}: `, postponed: `${EVENT_STATUS_LABELS.postponed}: ` };

const calendarUrl = (publicUrl: string, token: string) => new URL(`/vagter/${token}.ics`, publicUrl).href;

export async function readShiftCalendar(em: EntityManager, viewer: Viewer): Promise<ShiftCalendarDto> {
  const calendar = await em.findOne(ShiftCalendar, { member: viewer.memberId });
  return calendar ? { active: true, createdAt: calendar.createdAt.toISOString() } : { active: false };
}

/**
 * A new secret address for the member's shifts, replacing any before it. Only its hash is stored,
 * so the address is shown this once; a member who lost it makes a new one.
 */
export async function newShiftCalendar(em: EntityManager, viewer: Viewer, publicUrl: string): Promise<ShiftCalendarDto> {
  const token = newSecretToken();
  return em.transactional(async (tx) => {
    await tx.nativeDelete(ShiftCalendar, { member: viewer.memberId });
    const calendar = tx.create(ShiftCalendar, { id: hashSecretToken(token), member: viewer.memberId });
    await tx.flush();
    return { active: true, createdAt: calendar.createdAt.toISOString(), url: calendarUrl(publicUrl, token) };
  });
}

export async function endShiftCalendar(em: EntityManager, viewer: Viewer): Promise<ShiftCalendarDto> {
  await em.nativeDelete(ShiftCalendar, { member: viewer.memberId });
  return { active: false };
}

/**
 * /vagter/{token}.ics: one member's shifts for calendar apps, which cannot log in, so the address is
 * the secret. Never cached anywhere (no public cache, `private, no-store`): it is personal, and a
 * revoked address must stop working at once. An inactive member's address gives nothing.
 */
export async function shiftCalendarFeed(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  const site = new URL(config.PUBLIC_URL);
  app.get<{ Params: { token: string } }>('/vagter/:token.ics', async (request, reply) => {
    const em = orm.em.fork();
    const calendar = await em.findOne(ShiftCalendar, { id: hashSecretToken(request.params.token), member: { active: true } }, { populate: ['member'] });
    if (!calendar) throw notFound('Kalenderen findes ikke');
    const shifts = await em.find(
      Shift,
      { endsAt: { $gt: new Date(Date.now() - PAST_DAYS * DAY_MS) }, signups: { member: calendar.member } },
      { populate: ['event.venue'], orderBy: { startsAt: 'ASC', id: 'ASC' }, limit: MAX_ENTRIES },
    );
    const name = escapeText(`Mine vagter hos ${siteName(await getSettings(em, config.PUBLIC_URL))} (${calendar.member.firstName})`, false);
    const cal = ical({ name, prodId: { company: 'Spillested', product: 'vagter', language: 'DA' }, url: site.origin });
    for (const shift of shifts) {
      cal.createEvent({
        id: `shift-${shift.id}-member-${calendar.member.id}@${site.hostname}`,
        start: shift.startsAt,
        end: shift.endsAt,
        // A calendar app shows a cancelled entry struck through, and a tentative one as not settled.
        summary: `${STATUS_PREFIX[shift.event.status as EventStatus] ?? ''}Vagt: ${shift.role} · ${shift.event.title}`,
        status: shift.event.status === 'cancelled' ? ICalEventStatus.CANCELLED : shift.event.status === 'postponed' ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
        description: shift.note ?? undefined,
        location: shift.event.venue.name,
        url: new URL(`/admin/vagter/${shift.event.id}`, site).href,
        lastModified: shift.updatedAt > shift.event.updatedAt ? shift.updatedAt : shift.event.updatedAt,
      });
    }
    return reply.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(cal.toString());
  });
}

/**
 * What GET /api/profile/export tells of the member's shifts (GDPR access, docs/permissions.md): every
 * place held with what was marked and sent about it, the standby lists they wait on, the swaps they
 * offered or took (who else was part of one is not theirs to see), their qualifications, the shifts
 * they lead, and the calendar link's date.
 */
export async function exportShifts(em: EntityManager, memberId: number): Promise<ShiftExport> {
  const [signups, standby, swaps, qualifications, led, calendar] = await Promise.all([
    em.find(ShiftSignup, { member: memberId }, { populate: ['shift.event'], orderBy: { shift: { startsAt: 'ASC' }, id: 'ASC' } }),
    em.find(ShiftStandby, { member: memberId }, { populate: ['shift.event'], orderBy: { createdAt: 'ASC', id: 'ASC' } }),
    em.find(ShiftSwap, { $or: [{ offeredBy: memberId }, { takenBy: memberId }] }, { populate: ['shift'], orderBy: { createdAt: 'ASC', id: 'ASC' } }),
    em.find(MemberQualification, { member: memberId }, { populate: ['qualification'], orderBy: { confirmedAt: 'ASC', id: 'ASC' } }),
    em.find(Shift, { lead: memberId }, { orderBy: { startsAt: 'ASC', id: 'ASC' } }),
    em.findOne(ShiftCalendar, { member: memberId }),
  ]);
  const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
  const whose = (id: number | undefined) => (id === memberId ? ('me' as const) : ('another' as const));
  return {
    places: signups.map(({ shift, createdAt, remindedAt, cancelNoticeAt, attendance, attendanceMarkedAt }) => ({
      shiftId: shift.id,
      event: { id: shift.event.id, title: shift.event.title },
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      signedUpAt: createdAt.toISOString(),
      remindedAt: iso(remindedAt),
      cancelNoticeAt: iso(cancelNoticeAt),
      attendance: attendance ?? null,
      attendanceMarkedAt: iso(attendanceMarkedAt),
    })),
    standby: standby.map(({ shift, createdAt }) => ({
      shiftId: shift.id,
      event: { id: shift.event.id, title: shift.event.title },
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      since: createdAt.toISOString(),
    })),
    swaps: swaps.map(({ shift, createdAt, offeredBy, takenBy, takenAt }) => ({
      shiftId: shift.id,
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      offeredAt: createdAt.toISOString(),
      offeredBy: whose(offeredBy.id),
      takenBy: takenBy ? whose(takenBy.id) : null,
      takenAt: iso(takenAt),
    })),
    qualifications: qualifications.map(({ qualification, confirmedAt }) => ({ name: qualification.name, confirmedAt: confirmedAt.toISOString() })),
    ledShifts: led.map((shift) => ({ shiftId: shift.id, role: shift.role, startsAt: shift.startsAt.toISOString() })),
    calendarLinkSince: iso(calendar?.createdAt),
  };
}
