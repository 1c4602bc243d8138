import { type EventStatus, eventDetailsIn } from '../../../../../shared/event-details';
import type { Event } from '../../../../../shared/schemas/event';
import { useTranslator } from '../../../lib/i18n';
import { STATUS_NOTE } from '../event-words';
import { EventStatusMark } from './event-status-mark';

/** The status near the title, with what it means for a visitor; nothing for a concert going ahead as planned. */
export function EventStatusLine({ status }: { status: EventStatus }) {
  const { t } = useTranslator();
  if (status === 'scheduled') return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-3 text-stone-100">
      <EventStatusMark status={status} large />
      {t(STATUS_NOTE[status])}
    </p>
  );
}

/** Doors, admission, price and age limit, those the event has, as one line of facts under the title. */
export function EventDetails({ event }: { event: Event }) {
  const translator = useTranslator();
  const details = eventDetailsIn(translator, event);
  if (details.length === 0) return null;
  return (
    <ul aria-label={translator.t('events.practical')} className="mt-3 flex flex-wrap gap-x-5 gap-y-1 text-stone-200">
      {details.map((detail) => (
        // The price is the organisers' own words, written in Danish: marked so on another language's page.
        <li key={detail} lang={translator.locale !== 'da' && detail === event.price ? 'da' : undefined}>
          {detail}
        </li>
      ))}
    </ul>
  );
}
