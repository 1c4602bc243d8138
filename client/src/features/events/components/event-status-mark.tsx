import type { EventStatus } from '../../../../../shared/event-details';
import { useTranslator } from '../../../lib/i18n';
import { STATUS_LABEL } from '../event-words';

/** Each on the dark page with AA contrast; a cancelled event's mark is the loudest. */
const TONES: Record<Exclude<EventStatus, 'scheduled'>, string> = {
  cancelled: 'bg-red-600 text-white',
  'sold-out': 'bg-stone-100 text-stone-900',
  postponed: 'bg-sky-200 text-sky-950',
};

/** "Aflyst", "Udsolgt" or "Udsat" beside an event's title or time; nothing for one going ahead as planned. */
export function EventStatusMark({ status, large = false, className = '' }: { status: EventStatus; large?: boolean; className?: string }) {
  const { t } = useTranslator();
  if (status === 'scheduled') return null;
  return (
    <span
      className={`inline-block rounded-full font-bold tracking-wide whitespace-nowrap uppercase ${large ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'} ${TONES[status]} ${className}`}
    >
      {t(STATUS_LABEL[status])}
    </span>
  );
}
