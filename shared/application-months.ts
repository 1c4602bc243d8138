import { MONTH_NAMES } from './calendar-day';
import { copenhagenWallClock } from './copenhagen-time';


/** "2027-03" as people read it: "marts 2027". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? number} ${year}`;
}

/** The next `count` months from the Copenhagen month of `instant` on, the one it is in first: what a band may wish to play in. */
export function upcomingMonths(instant: number, count: number): { value: string; label: string }[] {
  const { year, month } = copenhagenWallClock(instant);
  return Array.from({ length: count }, (_, offset) => {
    const index = month - 1 + offset;
    const value = `${year + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
    return { value, label: monthLabel(value) };
  });
}
