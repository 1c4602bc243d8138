import { type EventStatus, eventDetails } from '../../../../../shared/event-details';
import type { Event } from '../../../../../shared/schemas/event';
import { EventStatusMark } from './event-status-mark';

const STATUS_NOTES: Record<Exclude<EventStatus, 'scheduled'>, string> = {
  cancelled: 'Koncerten er aflyst.',
  'sold-out': 'Der er ikke flere billetter.',
  postponed: 'Koncerten er udsat. Den nye dato følger.',
};

/** The status near the title, with what it means for a visitor; nothing for a concert going ahead as planned. */
export function EventStatusLine({ status }: { status: EventStatus }) {
  if (status === 'scheduled') return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3 text-stone-100">
      <EventStatusMark status={status} large />
      {STATUS_NOTES[status]}
    </p>
  );
}

/** Doors, admission, price and age limit, those the event has, as one line of facts under the title. */
export function EventDetails({ event }: { event: Event }) {
  const details = eventDetails(event);
  if (details.length === 0) return null;
  return (
    <ul aria-label="Praktisk" className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-stone-200">
      {details.map((detail) => (
        <li key={detail}>{detail}</li>
      ))}
    </ul>
  );
}
