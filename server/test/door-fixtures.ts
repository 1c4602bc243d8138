import { randomUUID } from 'node:crypto';
import type { CheckInInput, CheckInOutcome } from '../../shared/schemas/door';
import type { GuestKind } from '../../shared/schemas/guest-list';
import { Event } from '../modules/event/event.entity';
import { GuestListEntry } from '../modules/guest-list/guest-list.entity';
import { Member } from '../modules/member/member.entity';
import { Reservation } from '../modules/reservation/reservation.entity';
import { Shift, ShiftSignup } from '../modules/shift/shift.entity';
import { Venue } from '../modules/venue/venue.entity';
import { concert, createArtists, createVenue, uploadCover } from './event-test-fixtures';
import type { TestApp } from './test-app';

const HOUR_MS = 3_600_000;

export type DoorNight = { eventId: number; artistId: number; from: number; to: number };

let nights = 0;

/** A night two days ahead at a venue of its own (its capacity is the venue's), 20–23 UTC, with one act. */
export async function createDoorNight(t: TestApp, admin: string, { capacity }: { capacity?: number } = {}): Promise<DoorNight> {
  nights += 1;
  const venueId = await createVenue(t, admin, `Dørhuset ${nights}`);
  if (capacity !== undefined) await t.orm.em.fork().nativeUpdate(Venue, { id: venueId }, { capacity });
  const [artistId] = await createArtists(t, [`Dørbandet ${nights}`]);
  const from = new Date(Date.now() + 48 * HOUR_MS);
  from.setUTCHours(20, 0, 0, 0);
  const to = from.getTime() + 3 * HOUR_MS;
  const response = await t.post('/api/events', {
    cookie: admin,
    body: {
      title: `Dørnat ${nights}`,
      description: '<p>Koncert</p>',
      ticketUrl: 'https://billetlugen.dk/x',
      venueId,
      concerts: [concert(artistId, from.toISOString(), new Date(to).toISOString())],
      isPublic: true,
      imageUrl: await uploadCover(t, admin),
    },
  });
  if (response.status !== 200) throw new Error(`event not created: ${response.text}`);
  return { eventId: response.body.id, artistId, from: from.getTime(), to };
}

/** A shift of the night straight into the database: a door shift unless told. */
export async function createDoorShift(
  t: TestApp,
  night: DoorNight,
  { role = 'Dør', door = true, leadId, crewId, volunteers = [] }: { role?: string; door?: boolean; leadId?: number; crewId?: number; volunteers?: number[] } = {},
): Promise<number> {
  const em = t.orm.em.fork();
  const shift = em.create(Shift, {
    event: em.getReference(Event, night.eventId),
    role,
    door,
    startsAt: new Date(night.from - HOUR_MS),
    endsAt: new Date(night.to),
    capacity: Math.max(1, volunteers.length),
    note: null,
    lead: leadId === undefined ? null : em.getReference(Member, leadId),
    crew: crewId ?? null,
  });
  await em.flush();
  for (const member of volunteers) em.create(ShiftSignup, { shift, member: em.getReference(Member, member) });
  await em.flush();
  return shift.id;
}

/** A confirmed reservation (or of another status) of the night. */
export async function createReservation(t: TestApp, night: DoorNight, name: string, places: number, status: Reservation['status'] = 'confirmed', doorCode: string | null = null) {
  const em = t.orm.em.fork();
  const reservation = em.create(Reservation, {
    event: em.getReference(Event, night.eventId),
    name,
    email: `${randomUUID()}@example.dk`,
    places,
    status,
    tokenHash: randomUUID().replaceAll('-', '').padEnd(64, '0'),
    doorCode,
    expiresAt: null,
    confirmedAt: status === 'confirmed' ? new Date() : null,
    queuedAt: null,
  });
  await em.flush();
  return reservation.id;
}

/** A name on the night's guest list; an act's guest when `artistId` is given. */
export async function createGuest(t: TestApp, night: DoorNight, name: string, plus: number, kind: GuestKind = 'artist', artistId: number | null = kind === 'artist' ? night.artistId : null) {
  const em = t.orm.em.fork();
  const guest = em.create(GuestListEntry, { event: em.getReference(Event, night.eventId), name, plus, kind, artist: artistId, note: null, addedBy: null, addedByLink: null });
  await em.flush();
  return guest.id;
}

/** A check-in as a phone makes it: `minutes` after the night's start, at Dør 1 unless told. */
export const checkIn = (night: DoorNight, fields: Partial<CheckInInput> & { minutes?: number } = {}): CheckInInput => {
  const { minutes = 10, ...rest } = fields;
  return { id: randomUUID(), type: 'in', at: new Date(night.from + minutes * 60_000).toISOString(), door: 'Dør 1', ...rest };
};

/** Sends a phone's batch; answers the HTTP answer. */
export const sendCheckIns = (t: TestApp, night: DoorNight, cookie: string, checkIns: CheckInInput[]) =>
  t.post(`/api/events/${night.eventId}/door/check-ins`, { cookie, body: { checkIns } });

/** The outcomes of a batch that must go through. */
export async function outcomesOf(t: TestApp, night: DoorNight, cookie: string, checkIns: CheckInInput[]): Promise<CheckInOutcome[]> {
  const answer = await sendCheckIns(t, night, cookie, checkIns);
  if (answer.status !== 200) throw new Error(`check-ins refused: ${answer.status} ${answer.text}`);
  return answer.body.outcomes;
}
