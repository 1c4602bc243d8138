/**
 * A volunteer's season: the association's year of shifts (from a day it sets, "08-01" for a year that
 * begins with the autumn), the hours given in it, and what they earn by the association's perks
 * rule ("1 drikkebillet pr. 2 timer", "fribillet efter 4 vagter"). docs/shifts.md.
 */
import { copenhagenToUtc, copenhagenWallClock } from './copenhagen-time';

/** "MM-DD" in Copenhagen; a new installation's season is the calendar year. */
export const DEFAULT_SEASON_START = '01-01';
export const SEASON_START_MESSAGE = 'Sæsonen skal begynde på en dato som "08-01" (måned-dag)';

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Month and day of "MM-DD", or undefined for anything else (29 February too: not every year has it). */
export function parseSeasonStart(text: string): { month: number; day: number } | undefined {
  const match = /^(\d\d)-(\d\d)$/.exec(text);
  if (!match) return undefined;
  const month = Number(match[1]);
  const day = Number(match[2]);
  if (month < 1 || month > 12 || day < 1 || day > DAYS_IN_MONTH[month - 1]!) return undefined;
  return { month, day };
}

export type Season = { year: number; from: Date; to: Date };

/** The season that begins in `year` (Copenhagen midnight of its first day to that of the next season's). */
export function seasonOfYear(start: string, year: number): Season {
  const { month, day } = parseSeasonStart(start) ?? { month: 1, day: 1 };
  return { year, from: copenhagenToUtc(year, month, day), to: copenhagenToUtc(year + 1, month, day) };
}

/** The season an instant falls in. */
export function seasonAt(start: string, instant: Date): Season {
  const { year } = copenhagenWallClock(instant);
  const season = seasonOfYear(start, year);
  return instant < season.from ? seasonOfYear(start, year - 1) : season;
}

/** "2026" for a calendar-year season, "2026/27" for one that runs across the new year. */
export const seasonName = (start: string, year: number) =>
  start === DEFAULT_SEASON_START ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;

export const PERK_UNITS = ['hours', 'shifts'] as const;
export type PerkUnit = (typeof PERK_UNITS)[number];

/** One rule of what volunteering earns: `reward` for every `every` hours or shifts, or once after them. */
export type ShiftPerk = { reward: string; every: number; unit: PerkUnit; repeat: boolean };
export const PERK_REWARD_MAX = 40;
export const PERK_EVERY_MAX = 1000;
export const PERKS_MAX = 5;

const unitText = (count: number, unit: PerkUnit) => {
  const [one, many] = unit === 'hours' ? ['time', 'timer'] : ['vagt', 'vagter'];
  return count === 1 ? one : `${count} ${many}`;
};

/** "1 drikkebillet pr. 2 timer", "1 drikkebillet pr. vagt", "Fribillet efter 4 vagter". */
export function perkText(perk: ShiftPerk): string {
  if (perk.repeat) return `1 ${perk.reward} pr. ${unitText(perk.every, perk.unit)}`;
  const after = perk.every === 1 ? `1 ${unitText(1, perk.unit)}` : unitText(perk.every, perk.unit);
  return `${perk.reward.charAt(0).toLocaleUpperCase('da')}${perk.reward.slice(1)} efter ${after}`;
}

/** How many of a perk's reward `hours` on `shifts` have earned: one per `every`, or one once `every` is reached. */
export function perkEarned(perk: ShiftPerk, given: { hours: number; shifts: number }): number {
  const amount = perk.unit === 'hours' ? given.hours : given.shifts;
  if (perk.repeat) return Math.floor(amount / perk.every);
  return amount >= perk.every ? 1 : 0;
}
