import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { PathItemObject } from 'openapi3-ts/oas31';
import { formatDate, formatTime } from '../../../shared/danish-date';
import { DOOR_ENTRY_KIND_LABELS, DOOR_MESSAGES, type DoorReport } from '../../../shared/schemas/door';
import type { Config } from '../../config';
import { csvFile } from '../../lib/csv';
import { danishSortKey } from '../../lib/danish-sort-key';
import { refuseOtherMethods } from '../../lib/other-methods';
import { pathId } from '../../lib/path-id';
import { requirePermission } from '../../lib/viewer';
import { plainErrorResponses } from '../../trpc/openapi-meta';
import { loadViewer } from '../auth/viewer';
import { counts, doorEntries, insideOf, type StoredCheckIn, storedCheckIns } from './door-list';
import { doorNight, nightFields } from './door.service';

const QUARTER_MS = 15 * 60_000;

/** Persons in (checked in and walk-ins) per quarter hour, every quarter from the first arrival's to the last's. */
function arrivalsOf(counted: readonly StoredCheckIn[]): DoorReport['arrivals'] {
  const perQuarter = new Map<number, number>();
  for (const checkIn of counted) {
    if (checkIn.type === 'exit') continue;
    const quarter = Math.floor(Date.parse(checkIn.at) / QUARTER_MS) * QUARTER_MS;
    perQuarter.set(quarter, (perQuarter.get(quarter) ?? 0) + checkIn.persons);
  }
  if (perQuarter.size === 0) return [];
  const arrivals: DoorReport['arrivals'] = [];
  // Copenhagen's offsets from UTC are whole hours, so UTC's quarters are its quarters too.
  for (let quarter = Math.min(...perQuarter.keys()); quarter <= Math.max(...perQuarter.keys()); quarter += QUARTER_MS) {
    const start = new Date(quarter);
    arrivals.push({ start: start.toISOString(), label: formatTime(start), persons: perQuarter.get(quarter) ?? 0 });
  }
  return arrivals;
}

/** The most inside at once, replaying the check-ins in the phones' time order (a phone offline for an hour sends late, not later). */
function peakOf(counted: readonly StoredCheckIn[]): DoorReport['peak'] {
  let inside = 0;
  let peak: DoorReport['peak'] = { inside: 0 };
  for (const checkIn of counted) {
    inside = Math.max(0, inside + (checkIn.type === 'exit' ? -checkIn.persons : checkIn.persons));
    if (inside > peak.inside) peak = { inside, at: checkIn.at };
  }
  return peak;
}

const sum = (values: Iterable<number>) => [...values].reduce((total, value) => total + value, 0);

/** GET /api/events/{id}/door/report: the night's numbers (docs/door.md#after-the-night). */
export async function doorReport(em: EntityManager, eventId: number): Promise<DoorReport> {
  const night = await doorNight(em, eventId);
  const entries = await doorEntries(em, eventId);
  const stored = await storedCheckIns(em, eventId);
  const counted = stored.filter(counts);
  const cameByKey = new Map<string, number>();
  for (const checkIn of counted) if (checkIn.type === 'in' && checkIn.key !== null) cameByKey.set(checkIn.key, (cameByKey.get(checkIn.key) ?? 0) + checkIn.persons);
  const cameWith = (prefix: string) => sum([...cameByKey].filter(([key]) => key.startsWith(prefix)).map(([, persons]) => persons));
  const personsOf = (type: StoredCheckIn['type']) => sum(counted.filter((checkIn) => checkIn.type === type).map((checkIn) => checkIn.persons));

  const reservations = entries.filter((entry) => entry.kind === 'reservation');
  const noShows = reservations.filter((entry) => !cameByKey.has(entry.key));
  const guests = new Map<string, { label: string; listed: number; came: number }>();
  for (const entry of entries) {
    if (entry.kind !== 'guest') continue;
    const label = entry.label ?? DOOR_ENTRY_KIND_LABELS.guest;
    const group = guests.get(label) ?? guests.set(label, { label, listed: 0, came: 0 }).get(label)!;
    group.listed += entry.persons;
    group.came += cameByKey.get(entry.key) ?? 0;
  }
  return {
    ...nightFields(night),
    arrivals: arrivalsOf(counted),
    peak: peakOf(counted),
    inside: insideOf(stored),
    reservations: {
      count: reservations.length,
      places: sum(reservations.map((entry) => entry.persons)),
      came: cameWith('r:'),
      noShows: { count: noShows.length, places: sum(noShows.map((entry) => entry.persons)) },
    },
    guests: [...guests.values()].sort((a, b) => danishSortKey(a.label).localeCompare(danishSortKey(b.label))),
    volunteers: { listed: entries.filter((entry) => entry.kind === 'volunteer').length, came: cameWith('v:') },
    members: { came: cameWith('m:') },
    walkIns: personsOf('walk-in'),
    exits: personsOf('exit'),
  };
}

const HEADERS = ['Afsnit', 'Post', 'Tid', 'Antal'];

/** The report as lines for Excel: one number a line, named by its part of the night and what it counts. */
export function doorReportCsv(report: DoorReport): string {
  const { reservations } = report;
  const lines: (string | number)[][] = [HEADERS, ['Arrangement', report.event.title, `${formatDate(report.event.from)} ${formatTime(report.event.from)}`, '']];
  if (report.capacity !== undefined) lines.push(['Kapacitet', 'Stedets kapacitet', '', report.capacity]);
  for (const arrival of report.arrivals) lines.push(['Ankomster', 'Personer ind', arrival.label, arrival.persons]);
  lines.push(
    ['Inde', 'Flest inde', report.peak.at ? formatTime(report.peak.at) : '', report.peak.inside],
    ['Inde', 'Inde til sidst', '', report.inside],
    ['Reservationer', 'Bekræftede reservationer', '', reservations.count],
    ['Reservationer', 'Pladser', '', reservations.places],
    ['Reservationer', 'Kom', '', reservations.came],
    ['Reservationer', 'Udeblevne reservationer', '', reservations.noShows.count],
    ['Reservationer', 'Udeblevne pladser', '', reservations.noShows.places],
  );
  for (const group of report.guests) lines.push(['Gæsteliste', `${group.label}: på listen`, '', group.listed], ['Gæsteliste', `${group.label}: kom`, '', group.came]);
  lines.push(
    ['Frivillige', 'På vagt', '', report.volunteers.listed],
    ['Frivillige', 'Kom', '', report.volunteers.came],
    ['Medlemmer', 'Kom', '', report.members.came],
    ['Walk-ins', 'Personer', '', report.walkIns],
    ['Gået', 'Personer', '', report.exits],
  );
  return csvFile(lines);
}

/**
 * GET /api/events/{id}/door/report.csv: the night's numbers for Excel, for those who manage events.
 * A plain route: trpc-to-openapi answers JSON alone. Never cached (`private, no-store`).
 */
export async function doorReportExport(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  const url = '/api/events/:id/door/report.csv';
  app.get<{ Params: { id: string } }>(url, async (request, reply) => {
    const em = orm.em.fork();
    requirePermission(await loadViewer(em, request, config), 'manageEvents');
    const report = await doorReport(em, pathId(request.params.id, DOOR_MESSAGES.notFound));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="doeren-${report.event.id}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(doorReportCsv(report));
  });
  refuseOtherMethods(app, url, []);
}


/** The report's CSV in the OpenAPI document (http/openapi-document.ts). */
export function doorFilePaths(): Record<string, PathItemObject> {
  return {
    '/events/{id}/door/report.csv': {
      get: {
        operationId: 'doorReportCsv',
        summary: 'Tallene efter aftenen ved døren som CSV til Excel',
        description:
          'Som GET /api/events/{id}/door/report: UTF-8 med byte order mark, semikolon mellem felterne, kolonnerne Afsnit, Post, Tid og Antal, ét tal pr. linje ' +
          '(ankomster pr. kvarter, flest inde, reservationer og udeblevne, gæsteliste pr. kunstner, frivillige, medlemmer, walk-ins, gået). Kun for dem, der styrer arrangementer; caches ikke.',
        tags: ['door'],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } }],
        responses: {
          200: { description: 'Tallene', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...plainErrorResponses([401, 403, 404]),
        },
      },
    },
  };
}
