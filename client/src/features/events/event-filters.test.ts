import { describe, expect, it } from 'vitest';
import type { Event } from '../../../../shared/schemas/event';
import { filterOptions, groupByMonth, parseEventFilters } from './event-filters';

const genre = (id: number, name: string) => ({ id, name, createdAt: '', updatedAt: '' });
function event(id: number, from: string, venue: { id: number; name: string }, genres: ReturnType<typeof genre>[]): Event {
  const artist = { id, name: `Kunstner ${id}`, description: '', genres, socials: [], createdAt: '', updatedAt: '' };
  return {
    id,
    title: `Event ${id}`,
    description: '',
    ticketUrl: 'https://billet.dk',
    isPublic: true,
    status: 'scheduled',
    kind: 'concert',
    admission: 'ticket',
    from,
    to: from,
    venue: { ...venue, city: 'Aarhus', countryCode: 'DK', createdAt: '', updatedAt: '' },
    concerts: [{ id, from, to: from, artist }],
    createdAt: '',
    updatedAt: '',
  } as Event;
}

const vega = { id: 1, name: 'Vega' };
const aaben = { id: 2, name: 'Åben Scene' };
const events = [
  event(1, '2026-11-30T23:30:00Z', vega, [genre(1, 'rock')]),
  event(2, '2026-12-05T19:00:00Z', aaben, [genre(2, 'Jazz'), genre(1, 'rock')]),
  event(3, '2027-01-02T19:00:00Z', vega, [genre(2, 'Jazz')]),
];

describe('the filters of /events', () => {
  it('reads positive ids from the address and ignores anything else', () => {
    expect(parseEventFilters({ genre: '3', venue: 2 })).toEqual({ genre: 3, venue: 2 });
    expect(parseEventFilters({ genre: 'rock', venue: '-1' })).toEqual({});
    expect(parseEventFilters({ genre: '1.5', venue: '99999999999999999999' })).toEqual({});
    // Trinfri adgang is on for true alone, as the address holds it (?trinfri=true).
    expect(parseEventFilters({ trinfri: true })).toEqual({ trinfri: true });
    expect(parseEventFilters({ trinfri: 'true' })).toEqual({ trinfri: true });
    expect(parseEventFilters({ trinfri: 'ja' })).toEqual({});
  });

  it('offers the genres and venues the programme has, each once, in Danish order', () => {
    const { genres, venues } = filterOptions(events);
    expect(genres).toEqual([
      { id: 2, name: 'Jazz' },
      { id: 1, name: 'rock' },
    ]);
    expect(venues.map((candidate) => candidate.name)).toEqual(['Vega', 'Åben Scene']);
  });

  it('groups by the Copenhagen month: half past midnight on 1 December is December', () => {
    expect(groupByMonth(events).map((month) => [month.label, month.events.map((candidate) => candidate.id)])).toEqual([
      ['December 2026', [1, 2]],
      ['Januar 2027', [3]],
    ]);
  });
});
