import type { EntityManager } from '@mikro-orm/core';
import { placeholders, query } from './columns';

/** How a night's places are used: taken (confirmed, and held or offered until they lapse) and waited for. */
export type PlacesUse = { taken: number; waiting: number };

const NONE: PlacesUse = { taken: 0, waiting: 0 };

/** The use of the places of each of `eventIds` at `now`; in the caller's transaction, if any. */
export async function placesUse(em: EntityManager, eventIds: readonly number[], now = new Date()): Promise<Map<number, PlacesUse>> {
  if (eventIds.length === 0) return new Map();
  const rows = await query(
    em,
    `select event_id,
            sum(case when status = 'confirmed' or (status in ('held', 'offered') and expires_at > ?) then places else 0 end) as taken,
            sum(case when status = 'waiting' then places else 0 end) as waiting
       from reservation where event_id in (${placeholders(eventIds)}) group by event_id`,
    [now, ...eventIds],
  );
  return new Map(rows.map((row) => [Number(row.event_id), { taken: Number(row.taken ?? 0), waiting: Number(row.waiting ?? 0) }]));
}

export const placesUseOf = (uses: Map<number, PlacesUse>, eventId: number): PlacesUse => uses.get(eventId) ?? NONE;

/**
 * The places a new reservation can get now: none while anyone waits, who comes first (the first in
 * line is offered freed places as soon as they fit, so someone waiting means they do not).
 */
export const placesLeft = (capacity: number, use: PlacesUse): number => (use.waiting > 0 ? 0 : Math.max(0, capacity - use.taken));

/** An event's capacity and the places left, as every event answer carries them: only on a reservation night with a capacity. */
export function reservationFields(admission: string, capacity: number | null | undefined, use: PlacesUse): { reservationCapacity?: number; placesLeft?: number } {
  if (admission !== 'reservation' || capacity === null || capacity === undefined) return {};
  return { reservationCapacity: Number(capacity), placesLeft: placesLeft(Number(capacity), use) };
}
