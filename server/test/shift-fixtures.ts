import type { TestApp } from './test-app';
import { concert, type ConcertBody, createArtists, createVenue, uploadCover } from './event-test-fixtures';

const HOUR_MS = 3_600_000;

/** An instant `hours` from now, as the API takes it. */
export const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

/** One venue and cover per app: events need them, the tests not. */
const places = new WeakMap<object, Promise<{ venueId: number; cover: string }>>();
const placeOf = (t: TestApp, cookie: string) => {
  let place = places.get(t.app);
  if (!place) {
    place = Promise.all([createVenue(t, cookie, 'Vagthuset'), uploadCover(t, cookie)]).then(([venueId, cover]) => ({ venueId, cover }));
    places.set(t.app, place);
  }
  return place;
};

/** An event through the API whose one concert starts at `from` and lasts `hours`. */
export async function createEventAt(t: TestApp, cookie: string, from: string, title = 'Fredagsbar', hours = 2): Promise<number> {
  const [artist] = await createArtists(t, [`Band til ${title} ${from}`]);
  const { venueId, cover } = await placeOf(t, cookie);
  const response = await t.post('/api/events', {
    cookie,
    body: {
      title,
      description: '<p>Koncert</p>',
      ticketUrl: 'https://billetlugen.dk/x',
      venueId,
      concerts: [concert(artist, from, new Date(Date.parse(from) + hours * HOUR_MS).toISOString())],
      isPublic: true,
      imageUrl: cover,
    },
  });
  if (response.status !== 200) throw new Error(`event not created: ${response.text}`);
  return response.body.id;
}

export type ShiftBody = { role: string; startsAt: string; endsAt: string; capacity: number; note?: string | null; requires?: number[]; leadId?: number | null; crewId?: number | null };

export async function createShift(t: TestApp, cookie: string, eventId: number, body: ShiftBody): Promise<number> {
  const response = await t.post(`/api/events/${eventId}/shifts`, { cookie, body });
  if (response.status !== 200) throw new Error(`shift not created: ${response.text}`);
  return response.body.id;
}

/** An event as PUT /api/events/{id} takes it, as the event form would send it unchanged. */
export async function eventBodyOf(t: TestApp, cookie: string, eventId: number) {
  const event = (await t.get(`/api/events/${eventId}`, { cookie })).body;
  return {
    title: event.title,
    description: event.description,
    ticketUrl: event.ticketUrl,
    venueId: event.venue.id,
    concerts: event.concerts.map((one: { artist: { id: number }; from: string; to: string }) => ({ artistID: one.artist.id, from: one.from, to: one.to })) as ConcertBody[],
    isPublic: event.isPublic,
  };
}

/** Saves an event again as it is, with another status, as the event form would. */
export async function setEventStatus(t: TestApp, cookie: string, eventId: number, status: 'scheduled' | 'sold-out' | 'cancelled' | 'postponed') {
  const response = await t.put(`/api/events/${eventId}`, { cookie, body: { ...(await eventBodyOf(t, cookie, eventId)), status } });
  if (response.status !== 200) throw new Error(`event not saved: ${response.text}`);
}
