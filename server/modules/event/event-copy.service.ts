import type { EntityManager } from '@mikro-orm/core';
import { doorsMovedWith } from '../../../shared/event-details';
import { seriesStarts, shiftConcerts } from '../../../shared/event-series';
import type { EventCopyInput, Event as EventDto, EventRepeatInput } from '../../../shared/schemas/event';
import { invalid, notFound } from '../../errors';
import { readEvents } from '../../read-model/events';
import type { Member } from '../member/member.entity';
import { copyShiftsOnto, type PlannedShift, shiftsOf } from '../shift/shift.service';
import { storedAccess } from './event-access';
import { Concert, Event } from './event.entity';

/** The last year every database stores and the schemas accept (shared/schemas/event.ts). */
const LAST_YEAR = 9999;

type Original = { event: Event; concerts: { concert: Concert; from: string; to: string }[]; shifts: PlannedShift[] };

async function findOriginal(em: EntityManager, id: number): Promise<Original> {
  const event = await em.findOne(Event, { id }, { populate: ['concerts'] });
  if (!event) throw notFound('Eventet findes ikke');
  const concerts = event.concerts.getItems().map((concert) => ({ concert, from: concert.startsAt.toISOString(), to: concert.endsAt.toISOString() }));
  return { event, concerts, shifts: await shiftsOf(em, event) };
}

/**
 * A new, independent event: the original's venue, texts (already sanitized), ticket link, cover,
 * public flag, price, age limit, status, access information, English texts, kind and admission, with its concerts moved so the first starts at `from`
 * (shiftConcerts: the same Copenhagen wall-clock times relative to that start, across DST changes)
 * and its doors as long before it as in the original.
 */
function copyAt(em: EntityManager, { event, concerts, shifts }: Original, from: string | Date, actor: Member): Event {
  const moved = shiftConcerts(concerts, from, event.fromDate);
  // A night without concerts moves its own start and end the same way.
  const times = moved.length ? moved : shiftConcerts([{ from: event.fromDate.toISOString(), to: event.toDate.toISOString() }], from);
  if (times.some((time) => new Date(time.to).getUTCFullYear() > LAST_YEAR)) throw invalid(`Kopien ville slutte efter år ${LAST_YEAR}`);
  const fromDate = new Date(Math.min(...times.map((time) => Date.parse(time.from))));
  const copy = em.create(Event, {
    title: event.title,
    description: event.description,
    ticketUrl: event.ticketUrl,
    venue: event.venue,
    image: event.image,
    isPublic: event.isPublic,
    doorsAt: event.doorsAt && doorsMovedWith(event.doorsAt, event.fromDate, fromDate),
    price: event.price,
    ageLimit: event.ageLimit,
    status: event.status,
    ...storedAccess(event),
    translations: event.translations,
    kind: event.kind,
    admission: event.admission,
    doorPrice: event.doorPrice,
    reservationCapacity: event.reservationCapacity,
    fromDate,
    toDate: new Date(Math.max(...times.map((time) => Date.parse(time.to)))),
    createdBy: actor,
    updatedBy: actor,
  });
  for (const { concert, from: startsAt, to: endsAt } of moved) {
    em.create(Concert, { event: copy, artist: concert.artist, startsAt: new Date(startsAt), endsAt: new Date(endsAt) });
  }
  // Volunteers' shifts come along, moved as the concerts are; who held them does not.
  copyShiftsOnto(em, shifts, event.fromDate, copy, 0);
  return copy;
}

/** POST /api/events/{id}/copy: the copy, as GET /api/events/{id} answers it. */
export async function copyEvent(em: EntityManager, publicUrl: string, id: number, input: EventCopyInput, actor: Member): Promise<EventDto> {
  const copy = await em.transactional(async (tx) => {
    const made = copyAt(tx, await findOriginal(tx, id), input.from, actor);
    await tx.flush();
    return made.id;
  });
  const [event] = await readEvents(em, publicUrl, [copy]);
  return event!;
}

/**
 * POST /api/events/{id}/repeat: `count` copies after the original (seriesStarts: every 7 or 14
 * local days, or monthly on the same day or the month's last), made in one transaction, all or
 * none; answered as an array in date order. Each is an ordinary event afterwards: nothing links them.
 */
export async function repeatEvent(em: EntityManager, publicUrl: string, id: number, input: EventRepeatInput, actor: Member): Promise<EventDto[]> {
  const copies = await em.transactional(async (tx) => {
    const original = await findOriginal(tx, id);
    const made = seriesStarts(original.event.fromDate, input.every, input.count).map((from) => copyAt(tx, original, from, actor));
    await tx.flush();
    return made.map((copy) => copy.id);
  });
  return readEvents(em, publicUrl, copies);
}
