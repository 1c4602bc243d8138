import type { EntityManager, MikroORM } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import type { MyShifts, ShiftHours } from '../../../shared/schemas/shift';
import { perkEarned, perkText, type Season, seasonAt, seasonName, seasonOfYear, type ShiftPerk } from '../../../shared/shift-season';
import type { Config } from '../../config';
import { invalid } from '../../errors';
import { csvFile } from '../../lib/csv';
import { isoDate, query, type Row } from '../../read-model/columns';
import { loadViewer } from '../auth/viewer';
import { requirePermission } from '../../lib/viewer';
import { shiftSettings } from '../settings/settings.service';
import { groupRows } from './shift-status';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A coordinator looks out for members who have not had a shift in this long. */
export const IDLE_DAYS = 60;

/**
 * Whether a place counts towards a member's hours: a shift that is over, marked arrived, or not marked
 * on a night that was held (not cancelled or postponed). A no-show never counts, nor a shift still to
 * come or going on, whatever it is marked: the hours and "Seneste vagt" tell of the same shifts.
 */
function counts(row: Row, now: Date): boolean {
  // shiftHours reads members' latest shift by the same rule in SQL.
  if (new Date(isoDate(row.ends_at)) > now) return false;
  if (row.attendance) return row.attendance === 'arrived';
  return row.status !== 'cancelled' && row.status !== 'postponed';
}

type Tally = { hours: number; shifts: number; noShows: number };

/** Hours to two decimals: a quarter of an hour is 0.25, and sums of minutes stay exact enough to read. */
const roundHours = (hours: number) => Math.round(hours * 100) / 100;

function tallyOf(rows: readonly Row[], now: Date): Tally {
  const tally = { hours: 0, shifts: 0, noShows: 0 };
  for (const row of rows) {
    if (row.attendance === 'no-show') tally.noShows += 1;
    if (!counts(row, now)) continue;
    tally.hours += (new Date(isoDate(row.ends_at)).getTime() - new Date(isoDate(row.starts_at)).getTime()) / HOUR_MS;
    tally.shifts += 1;
  }
  return { ...tally, hours: roundHours(tally.hours) };
}

const earned = (perks: readonly ShiftPerk[], tally: Tally) =>
  perks.map((perk) => ({ text: perkText(perk), reward: perk.reward, earned: perkEarned(perk, tally) }));

/** The places held on shifts starting in a season, one member's or everyone's, with what decides whether they count. */
function placesInSeason(em: EntityManager, season: Season, memberId?: number): Promise<Row[]> {
  return query(
    em,
    `select ss.member_id, ss.attendance, s.starts_at, s.ends_at, e.status
     from shift_signup ss join shift s on s.id = ss.shift_id join event e on e.id = s.event_id
     where s.starts_at >= ? and s.starts_at < ?${memberId === undefined ? '' : ' and ss.member_id = ?'}`,
    memberId === undefined ? [season.from, season.to] : [season.from, season.to, memberId],
  );
}

const seasonDto = (start: string, season: Season) => ({ year: season.year, name: seasonName(start, season.year), from: season.from.toISOString(), to: season.to.toISOString() });

/** A member's season as "Mine vagter" shows it: hours, shifts, no-shows and what they have earned. */
export async function seasonHoursOf(em: EntityManager, memberId: number, now = new Date()): Promise<MyShifts['season']> {
  const { seasonStart, shiftPerks } = await shiftSettings(em);
  const season = seasonAt(seasonStart, now);
  const tally = tallyOf(await placesInSeason(em, season, memberId), now);
  return { ...seasonDto(seasonStart, season), ...tally, perks: earned(shiftPerks, tally) };
}

/**
 * GET /api/shifts/hours: every active member's season for the coordinators, by first name: hours,
 * shifts, no-shows, what they have earned, and who has not had a shift that counts in 60 days.
 */
export async function shiftHours(em: EntityManager, year: number | undefined, now = new Date()): Promise<ShiftHours> {
  const { seasonStart, shiftPerks } = await shiftSettings(em);
  const season = year === undefined ? seasonAt(seasonStart, now) : seasonOfYear(seasonStart, year);
  const [members, places, latest] = await Promise.all([
    query(em, 'select id, first_name, last_name from member where active = ? order by first_name_sort_key, last_name_sort_key, id', [true]),
    placesInSeason(em, season),
    // The same rule as `counts`, in SQL: a member's places of every season are many, their latest one.
    query(
      em,
      `select ss.member_id, max(s.ends_at) as last_ends_at
       from shift_signup ss join shift s on s.id = ss.shift_id join event e on e.id = s.event_id
       where s.ends_at <= ? and (ss.attendance = 'arrived' or (ss.attendance is null and e.status not in ('cancelled', 'postponed')))
       group by ss.member_id`,
      [now],
    ),
  ]);
  const placesOf = groupRows(places, 'member_id', (row) => row);
  const lastShift = new Map(latest.map((row) => [Number(row.member_id), new Date(isoDate(row.last_ends_at)).getTime()]));
  return {
    season: seasonDto(seasonStart, season),
    perks: shiftPerks.map((perk) => ({ text: perkText(perk), reward: perk.reward, unit: perk.unit })),
    members: members.map((member) => {
      const id = Number(member.id);
      const tally = tallyOf(placesOf.get(id) ?? [], now);
      const last = lastShift.get(id);
      return {
        memberId: id,
        firstName: String(member.first_name),
        lastName: String(member.last_name),
        ...tally,
        perks: earned(shiftPerks, tally),
        ...(last !== undefined && { lastShiftAt: new Date(last).toISOString() }),
        idle: last === undefined || now.getTime() - last > IDLE_DAYS * DAY_MS,
      };
    }),
  };
}

const HEADERS = ['Fornavn', 'Efternavn', 'Timer', 'Vagter', 'Udeblevet', 'Seneste vagt', `Ingen vagt i ${IDLE_DAYS} dage`];

/** One line per active member, the perks as a column each, hours with a decimal comma as Danish Excel reads them. */
export function shiftHoursCsv(hours: ShiftHours): string {
  const decimal = (value: number) => String(value).replace('.', ',');
  const lines = [
    [...HEADERS, ...hours.perks.map((perk) => perk.text)],
    ...hours.members.map((member) => [
      member.firstName,
      member.lastName,
      decimal(member.hours),
      String(member.shifts),
      String(member.noShows),
      member.lastShiftAt ? member.lastShiftAt.slice(0, 10) : '',
      member.idle ? 'ja' : 'nej',
      ...member.perks.map((perk) => String(perk.earned)),
    ]),
  ];
  return csvFile(lines);
}

/**
 * GET /api/shifts/hours.csv: the coordinators' view for Excel, for shift managers only. A plain route
 * (trpc-to-openapi answers JSON alone); personal data, so never cached (`private, no-store`).
 */
export async function shiftHoursExport(app: FastifyInstance, { orm, config }: { orm: MikroORM; config: Config }) {
  app.get<{ Querystring: { season?: string } }>('/api/shifts/hours.csv', async (request, reply) => {
    const em = orm.em.fork();
    requirePermission(await loadViewer(em, request, config), 'manageShifts');
    const { season } = request.query;
    if (season !== undefined && (!/^\d{4}$/.test(season) || Number(season) < 2000 || Number(season) > 2100)) throw invalid('season skal være et årstal');
    const hours = await shiftHours(em, season === undefined ? undefined : Number(season));
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="vagttimer-${hours.season.year}.csv"`)
      .type('text/csv; charset=utf-8')
      .send(shiftHoursCsv(hours));
  });
}
