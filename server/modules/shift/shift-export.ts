import type { MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { PathItemObject, SchemaObject } from 'openapi3-ts/oas31';
import { formatDate, formatTime } from '../../../shared/danish-date';
import { EVENT_STATUS_LABELS } from '../../../shared/event-details';
import type { ShiftPlan } from '../../../shared/schemas/shift';
import { ATTENDANCE_LABELS } from '../../../shared/shift-rules';
import type { Config } from '../../config';
import { csvFile } from '../../lib/csv';
import { pathId } from '../../lib/path-id';
import { plainErrorResponses } from '../../trpc/openapi-meta';
import { loadViewer } from '../auth/viewer';
import { requireActiveMember } from '../../lib/viewer';
import { readShiftPlan } from './shift-read';

const HEADERS = ['Rolle', 'Dato', 'Fra', 'Til', 'Plads', 'Navn', 'E-mail', 'Note', 'Fremmøde', 'Status'];

/** One line per place, taken or open ("ledig"), in the plan's order; a cancelled or postponed night says so on every line. */
export function shiftPlanCsv(plan: ShiftPlan): string {
  const night = plan.event.status === 'cancelled' || plan.event.status === 'postponed' ? EVENT_STATUS_LABELS[plan.event.status] : '';
  const lines = [HEADERS];
  for (const shift of plan.shifts) {
    for (let place = 0; place < shift.capacity; place += 1) {
      const volunteer = shift.volunteers[place];
      lines.push([
        shift.role,
        formatDate(shift.startsAt),
        formatTime(shift.startsAt),
        formatTime(shift.endsAt),
        `${place + 1} af ${shift.capacity}`,
        volunteer ? `${volunteer.firstName} ${volunteer.lastName}` : 'ledig',
        volunteer?.email ?? '',
        shift.note ?? '',
        volunteer?.attendance ? ATTENDANCE_LABELS[volunteer.attendance] : '',
        night,
      ]);
    }
  }
  return csvFile(lines);
}

/**
 * GET /api/events/{id}/shifts.csv: an event's shift plan for the night, for members only. A plain
 * route: trpc-to-openapi answers JSON alone. Personal data, so never cached (`private, no-store`).
 */
export async function shiftExport(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  app.get<{ Params: { id: string } }>('/api/events/:id/shifts.csv', async (request, reply) => {
    const em = orm.em.fork();
    const viewer = requireActiveMember(await loadViewer(em, request, config));
    const plan = await readShiftPlan(em, pathId(request.params.id, 'Eventet findes ikke'), viewer);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="vagtplan-${plan.event.id}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(shiftPlanCsv(plan));
  });
}

const pathParameter = (name: string, schema: SchemaObject) => ({ name, in: 'path' as const, required: true, schema });

/**
 * The plain routes of volunteers' shifts in the OpenAPI document (http/openapi-document.ts): the
 * CSVs under /api, and the calendar at the site's root, whose secret address is its only credential.
 */
export function shiftFilePaths(): Record<string, PathItemObject> {
  return {
    '/events/{id}/shifts.csv': {
      get: {
        operationId: 'shiftPlanCsv',
        summary: 'Et events vagtplan som CSV til Excel',
        description: 'UTF-8 med byte order mark, semikolon mellem felterne, én linje pr. plads (taget eller "ledig") med fremmøde (Mødt, Udeblev) og eventets status (Aflyst, Udsat). Kun for aktive medlemmer; caches ikke.',
        tags: ['shifts'],
        parameters: [pathParameter('id', { type: 'integer', minimum: 1 })],
        responses: {
          200: { description: 'Vagtplanen', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...plainErrorResponses([401, 403, 404]),
        },
      },
    },
    '/shifts/hours.csv': {
      get: {
        operationId: 'shiftHoursCsv',
        summary: 'Alle aktive medlemmers timer i en sæson som CSV til Excel',
        description:
          'Som GET /api/shifts/hours: én linje pr. medlem med timer (decimalkomma), vagter, udeblivelser, seneste vagt, om de ikke har haft en vagt i 60 dage, og en kolonne pr. regel for goder. Kun for vagtansvarlige; caches ikke.',
        tags: ['shifts'],
        parameters: [{ name: 'season', in: 'query', required: false, schema: { type: 'integer', minimum: 2000, maximum: 2100 }, description: 'Året, sæsonen begynder i' }],
        responses: {
          200: { description: 'Timerne', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...plainErrorResponses([400, 401, 403]),
        },
      },
    },
    '/vagter/{token}.ics': {
      servers: [{ url: '/', description: 'Sitets rod (ikke /api)' }],
      get: {
        operationId: 'shiftCalendarFeed',
        summary: 'Et medlems vagter som kalender (iCalendar) på en hemmelig adresse',
        description: 'Adressen laves med POST /api/profile/shift-calendar og er sin egen adgang; en ny eller slået fra virker ikke mere. Caches ikke. Tider i UTC.',
        tags: ['shifts'],
        security: [{}],
        parameters: [pathParameter('token', { type: 'string' })],
        responses: {
          200: { description: 'Medlemmets vagter fra en måned tilbage', content: { 'text/calendar': { schema: { type: 'string' } } } },
          ...plainErrorResponses([404]),
        },
      },
    },
  };
}
