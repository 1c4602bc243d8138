import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import ical, { escape as escapeText } from 'ical-generator';
import type { ShiftCalendar as ShiftCalendarDto, ShiftExport } from '../../../shared/schemas/shift';
import type { Config } from '../../config';
import { notFound } from '../../errors';
import { hashSecretToken, newSecretToken } from '../../lib/secret-token';
import type { Viewer } from '../auth/viewer';
import { Shift, ShiftCalendar, ShiftSignup } from './shift.entity';
import { siteName } from '../../../shared/site-identity';
import { getSettings } from '../settings/settings.service';

/** A calendar app asks often; a month back and a year ahead is every shift it needs to show. */
const PAST_DAYS = 31;
const MAX_ENTRIES = 500;
const DAY_MS = 86_400_000;

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
        summary: `Vagt: ${shift.role} · ${shift.event.title}`,
        description: shift.note ?? undefined,
        location: shift.event.venue.name,
        url: new URL(`/admin/vagter/${shift.event.id}`, site).href,
        lastModified: shift.updatedAt,
      });
    }
    return reply.header('cache-control', 'private, no-store').type('text/calendar; charset=utf-8').send(cal.toString());
  });
}

/** What GET /api/profile/export tells of the member's shifts (GDPR access, docs/permissions.md). */
export async function exportShifts(em: EntityManager, memberId: number): Promise<ShiftExport> {
  const signups = await em.find(ShiftSignup, { member: memberId }, { populate: ['shift.event'], orderBy: { shift: { startsAt: 'ASC' }, id: 'ASC' } });
  const calendar = await em.findOne(ShiftCalendar, { member: memberId });
  return {
    places: signups.map(({ shift, createdAt, remindedAt }) => ({
      shiftId: shift.id,
      event: { id: shift.event.id, title: shift.event.title },
      role: shift.role,
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      signedUpAt: createdAt.toISOString(),
      remindedAt: remindedAt?.toISOString() ?? null,
    })),
    calendarLinkSince: calendar?.createdAt.toISOString() ?? null,
  };
}
