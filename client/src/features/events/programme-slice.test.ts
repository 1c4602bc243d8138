import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../shared/schemas/event';
import { type ProgrammePosition, SLICE_MAX, archiveQuery, programmeQuery, sliceProgramme } from './programme-slice';

const event = (id: number, from: string) => ({ id, from }) as Event;

/**
 * A programme of 1,000 events from December 2026: one a day, but nine a day in March 2027 and none
 * in May; and the list the server would answer for a slice's query (from its month, 80 a page).
 */
const programme: Event[] = [];
for (let day = 0, id = 1; programme.length < 1000; day += 1) {
  const date = new Date(Date.UTC(2026, 11, 1 + day, 19));
  const month = date.toISOString().slice(0, 7);
  const perDay = month === '2027-03' ? 9 : month === '2027-05' ? 0 : 1;
  for (let index = 0; index < perDay && programme.length < 1000; index += 1) programme.push(event(id++, date.toISOString()));
}
const now = new Date('2026-11-30T12:00:00Z');

function answer(position: ProgrammePosition) {
  const { page, per_page, filter } = programmeQuery(position, {}, now);
  const from = /from_date>=(\d{4}-\d{2}-\d{2})/.exec(filter)![1]!;
  // Copenhagen midnight; every event here is at 20.00 there, so the day decides.
  const all = programme.filter((candidate) => candidate.from.slice(0, 10) >= from);
  return { records: all.slice((page - 1) * per_page, page * per_page), totalCount: all.length };
}

/** Every slice from the first on, following each one's next as "Vis flere" does. */
function walk(answerFor: (position: ProgrammePosition) => { records: Event[]; totalCount: number }) {
  const slices: { position: ProgrammePosition; ids: number[] }[] = [];
  for (let position: ProgrammePosition | undefined = {}; position; ) {
    const { records, totalCount } = answerFor(position);
    const { events, next } = sliceProgramme(records, totalCount, position);
    slices.push({ position, ids: events.map((shown) => shown.id) });
    position = next;
  }
  return slices;
}

describe('the slices of /events', () => {
  it('asks for 80 events from the later of today and the slice’s month, with the filters in the query', () => {
    expect(programmeQuery({}, { genre: 3, venue: 2 }, now)).toEqual({
      page: 1,
      per_page: SLICE_MAX,
      filter: 'from_date>=2026-11-30,is_public=true,venue_id=2,genre_id=3',
      order_by: ['from_date ASC'],
    });
    expect(programmeQuery({ fra: '2027-03', side: 2 }, {}, now)).toMatchObject({ page: 2, filter: 'from_date>=2027-03-01,is_public=true' });
    expect(programmeQuery({ fra: '2026-01' }, {}, now).filter).toBe('from_date>=2026-11-30,is_public=true');
    expect(programmeQuery({}, { trinfri: true }, now).filter).toBe('from_date>=2026-11-30,is_public=true,step_free=yes');
  });

  it('cuts whole months around the 50th event, a month of over 80 at 80 a time, and skips or repeats nothing', () => {
    const slices = walk(answer);
    expect(slices.flatMap((slice) => slice.ids)).toEqual(programme.map((shown) => shown.id));
    expect(slices.map((slice) => [slice.position, slice.ids.length])).toEqual([
      // December and January (31 + 31): the 50th is in January, which ends within the 80 read.
      [{}, 62],
      // February (28), and not March, whose 279 events run past the 80 read.
      [{ fra: '2027-02' }, 28],
      [{ fra: '2027-03' }, 80],
      [{ fra: '2027-03', side: 2 }, 80],
      [{ fra: '2027-03', side: 3 }, 80],
      // The rest of March (39) and April; May has none.
      [{ fra: '2027-03', side: 4 }, 69],
      [{ fra: '2027-06' }, 61],
      [{ fra: '2027-08' }, 61],
      [{ fra: '2027-10' }, 61],
      [{ fra: '2027-12' }, 62],
      [{ fra: '2028-02' }, 60],
      [{ fra: '2028-04' }, 61],
      [{ fra: '2028-06' }, 61],
      [{ fra: '2028-08' }, 61],
      [{ fra: '2028-10' }, 61],
      // The last 52 fit in one slice: December 2028 and January 2029.
      [{ fra: '2028-12' }, 52],
    ]);
  });
});

describe('the slices of /events/tidligere', () => {
  // The same 1,000 events, all past by June 2029; the server answers newest first, ties by id.
  const later = new Date('2029-06-01T12:00:00Z');
  const newestFirst = [...programme].sort((a, b) => b.from.localeCompare(a.from) || a.id - b.id);

  function archiveAnswer(position: ProgrammePosition) {
    const { page, per_page, filter } = archiveQuery(position, later);
    const before = /from_date<(\d{4}-\d{2}-\d{2})/.exec(filter)![1]!;
    const all = newestFirst.filter((candidate) => candidate.from.slice(0, 10) < before);
    return { records: all.slice((page - 1) * per_page, page * per_page), totalCount: all.length };
  }

  it('asks for 80 events before the earlier of today and the end of the slice’s month, newest first', () => {
    expect(archiveQuery({}, later)).toEqual({ page: 1, per_page: SLICE_MAX, filter: 'from_date<2029-06-01,is_public=true,status!=cancelled,status!=postponed', order_by: ['from_date DESC'] });
    expect(archiveQuery({ fra: '2027-12', side: 2 }, later)).toMatchObject({ page: 2, filter: 'from_date<2028-01-01,is_public=true,status!=cancelled,status!=postponed' });
    expect(archiveQuery({ fra: '2027-03' }, later).filter).toBe('from_date<2027-04-01,is_public=true,status!=cancelled,status!=postponed');
    expect(archiveQuery({ fra: '2031-01' }, later).filter).toBe('from_date<2029-06-01,is_public=true,status!=cancelled,status!=postponed');
  });

  it('goes back in whole months, a month of over 80 at 80 a time, and skips or repeats nothing', () => {
    const slices = walk(archiveAnswer);
    expect(slices.flatMap((slice) => slice.ids)).toEqual(newestFirst.map((shown) => shown.id));
    expect(slices.every((slice) => slice.ids.length > 0 && slice.ids.length <= SLICE_MAX)).toBe(true);
    expect(slices.map((slice) => [slice.position, slice.ids.length])).toEqual([
      // January 2029 and December 2028.
      [{}, 52],
      [{ fra: '2028-11' }, 61],
      [{ fra: '2028-09' }, 61],
      [{ fra: '2028-07' }, 61],
      [{ fra: '2028-05' }, 61],
      [{ fra: '2028-03' }, 60],
      [{ fra: '2028-01' }, 62],
      [{ fra: '2027-11' }, 61],
      [{ fra: '2027-09' }, 61],
      // July and June; May has none.
      [{ fra: '2027-07' }, 61],
      // April alone: March's 279 run past the 80 read.
      [{ fra: '2027-04' }, 30],
      [{ fra: '2027-03' }, 80],
      [{ fra: '2027-03', side: 2 }, 80],
      [{ fra: '2027-03', side: 3 }, 80],
      // The rest of March (39) and February.
      [{ fra: '2027-03', side: 4 }, 67],
      [{ fra: '2027-01' }, 62],
    ]);
  });
});
