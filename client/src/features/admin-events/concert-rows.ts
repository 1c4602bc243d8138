export type ConcertRow = { artistID: number; from: string; to: string };

const HOUR_MS = 3600_000;

/**
 * The row "Tilføj koncert" adds: it starts where the last one ended and lasts an hour, as a
 * suggestion to adjust; the first row starts empty.
 */
export function nextConcertRow(rows: readonly ConcertRow[]): ConcertRow {
  const lastEnd = rows.at(-1)?.to;
  if (!lastEnd || Number.isNaN(Date.parse(lastEnd))) return { artistID: 0, from: '', to: '' };
  return { artistID: 0, from: lastEnd, to: new Date(Date.parse(lastEnd) + HOUR_MS).toISOString() };
}

/** Rows in start order, those without a start last; null when they are in order already. */
export function sortedByStart(rows: readonly ConcertRow[]): ConcertRow[] | null {
  const start = (row: ConcertRow) => (row.from ? Date.parse(row.from) : Number.POSITIVE_INFINITY);
  const sorted = [...rows].sort((a, b) => start(a) - start(b));
  return sorted.every((row, index) => row === rows[index]) ? null : sorted;
}
