import { Link } from '@tanstack/react-router';
import { openPlacesText } from '../../../../../shared/shift-rules';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDateTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { takenText } from '../shift-text';

/**
 * "Vagter": the coming events with how many places their shifts have and how many are taken. An
 * event without a plan or with open places stands out, as that is where a coordinator must act.
 */
export function ShiftOverviewPage() {
  const [events] = trpc.shifts.overview.useSuspenseQuery();
  return (
    <>
      <PageHeading title="Vagter">
        <Link to="/admin/vagter/mine" className={buttonClass()}>
          Mine vagter
        </Link>
      </PageHeading>
      {events.length === 0 ? (
        <p className="text-stone-600">Der er ingen kommende events.</p>
      ) : (
        <ul aria-label="Kommende events" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {events.map((event) => {
            const open = event.capacity - event.taken;
            const status =
              event.shiftCount === 0 ? (
                <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Ingen vagtplan</span>
              ) : open > 0 ? (
                <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{openPlacesText(open)}</span>
              ) : (
                <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">Fuldt besat</span>
              );
            return (
              <li key={event.id} className={`flex flex-wrap items-center justify-between gap-2 p-4 ${event.shiftCount === 0 ? 'border-l-4 border-red-600' : ''}`}>
                <div className="min-w-0">
                  <Link to="/admin/vagter/$eventId" params={{ eventId: event.id }} className="font-semibold text-stone-900 underline-offset-2 hover:underline">
                    {event.title}
                  </Link>
                  <p className="text-sm text-stone-600">
                    {formatDateTime(event.from)} · {event.venueName}
                    {event.shiftCount > 0 && ` · ${takenText(event.taken, event.capacity)}`}
                  </p>
                </div>
                {status}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
