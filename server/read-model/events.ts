import type { EntityManager } from '@mikro-orm/core';
import { EVENT_ACCESS_KEYS } from '../../shared/access';
import type { EventStatus } from '../../shared/event-details';
import { type Admission, type EventKind, ticketUrlOf } from '../../shared/event-night';
import type { Event as EventDto } from '../../shared/schemas/event';
import { accessColumn } from '../lib/access-columns';
import { imageFocusOf, optionalImageUrl } from '../lib/image-url';
import { accessFromRow } from './access';
import { placesUse, placesUseOf, reservationFields } from './reservations';
import { readArtists } from './artists';
import { auditFields, bool, isoDate, json, optional, placeholders, query } from './columns';
import { venueColumns, venueFromRow } from './venues';
import { translationsOf, type StoredTranslations } from '../lib/translations';

/**
 * Events as DTOs, read without managed entities: nothing here is written, so the identity map,
 * change tracking and hydration of ~1,000 entities per list only cost time. Four statements
 * whatever the number of events: events with venue and cover, concerts, their artists, the
 * artists' genres. Returned in the order of `ids`.
 */
export async function readEvents(em: EntityManager, publicUrl: string, ids: number[]): Promise<EventDto[]> {
  if (ids.length === 0) return [];
  const [events, concerts] = await Promise.all([
    query(
      em,
      `select e.id, e.title, e.description, e.ticket_url, e.is_public, e.doors_at, e.price, e.age_limit, e.status, e.kind, e.admission, e.door_price, e.reservation_capacity, e.from_date, e.to_date, e.translations,
              e.created_at, e.updated_at, e.created_by_id, e.updated_by_id, i.hash as image_hash, i.focus_x as image_focus_x, i.focus_y as image_focus_y,
              ${EVENT_ACCESS_KEYS.map((key) => `e.${accessColumn(key)}`).join(', ')},
              ${venueColumns('v', 'v_')}
         from event e join venue v on v.id = e.venue_id left join image i on i.id = e.image_id
        where e.id in (${placeholders(ids)})`,
      ids,
    ),
    query(em, `select id, event_id, artist_id, starts_at, ends_at from concert where event_id in (${placeholders(ids)})`, ids),
  ]);
  // Only reservation nights with a capacity have places to count.
  const counted = events.filter((row) => row.admission === 'reservation' && row.reservation_capacity !== null).map((row) => Number(row.id));
  const uses = await placesUse(em, counted);
  const artists = new Map(
    (await readArtists(em, publicUrl, [...new Set(concerts.map((concert) => Number(concert.artist_id)))])).map((artist) => [
      artist.id,
      artist,
    ]),
  );
  const concertsByEvent = new Map<number, EventDto['concerts']>();
  for (const row of concerts) {
    const list = concertsByEvent.get(Number(row.event_id)) ?? [];
    list.push({ id: Number(row.id), from: isoDate(row.starts_at), to: isoDate(row.ends_at), artist: artists.get(Number(row.artist_id))! });
    concertsByEvent.set(Number(row.event_id), list);
  }
  const byId = new Map(
    events.map((row): [number, EventDto] => [
      Number(row.id),
      {
        id: Number(row.id),
        title: String(row.title),
        description: String(row.description),
        ticketUrl: ticketUrlOf(publicUrl, { id: Number(row.id), admission: row.admission as Admission, ticketUrl: String(row.ticket_url) }),
        imageUrl: optionalImageUrl(publicUrl, row.image_hash ? { hash: String(row.image_hash) } : null),
        ...imageFocusOf(row.image_focus_x, row.image_focus_y),
        // Ordered by start, as the entity's collection is. ISO 8601 UTC times of years 1–9999 sort as text.
        concerts: (concertsByEvent.get(Number(row.id)) ?? []).sort((a, b) => (a.from === b.from ? a.id - b.id : a.from < b.from ? -1 : 1)),
        venue: venueFromRow(row, 'v_'),
        isPublic: bool(row.is_public),
        doorsAt: row.doors_at === null ? undefined : isoDate(row.doors_at),
        price: optional<string>(row.price),
        ageLimit: optional<number>(row.age_limit),
        status: String(row.status) as EventStatus,
        access: accessFromRow(EVENT_ACCESS_KEYS, row),
        translations: translationsOf(json<StoredTranslations>(row.translations)),
        kind: String(row.kind) as EventKind,
        admission: String(row.admission) as Admission,
        doorPrice: optional<number>(row.door_price),
        ...reservationFields(String(row.admission), optional<number>(row.reservation_capacity), placesUseOf(uses, Number(row.id))),
        from: isoDate(row.from_date),
        to: isoDate(row.to_date),
        ...auditFields(row),
      },
    ]),
  );
  return ids.map((id) => byId.get(id)).filter((event): event is EventDto => event !== undefined);
}
