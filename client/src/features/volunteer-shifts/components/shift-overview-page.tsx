import { Link } from '@tanstack/react-router';
import type { ShiftOverview } from '../../../../../shared/schemas/shift';
import { openPlacesText } from '../../../../../shared/shift-rules';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDateTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { takenText } from '../shift-text';
import { NightMark } from './shift-parts';

type Planned = ShiftOverview[number];

/**
 * What a coordinator must act on, as one mark: a cancelled or postponed night says so and asks for no
 * one; otherwise a night without a plan is red, one with open places amber, a full one green.
 */
function PlanMark({ event }: { event: Planned }) {
  if (event.status === 'cancelled' || event.status === 'postponed') return <NightMark status={event.status} />;
  const open = event.capacity - event.taken;
  if (event.shiftCount === 0) return <span className="rounded-full bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">Ingen vagtplan</span>;
  if (open > 0) return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900">{openPlacesText(open)}</span>;
  return <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm font-semibold text-green-900">Fuldt besat</span>;
}

const asksForPeople = (event: Planned) => event.status !== 'cancelled' && event.status !== 'postponed';

/**
 * "Vagter": the coming events with how many places their shifts have and how many are taken. Each row
 * is one link of at least 44 px to the event's plan; a night without a plan or with open places stands
 * out, as that is where a coordinator must act, and a cancelled night asks for no one.
 */
export function ShiftOverviewPage({ canManage }: { canManage: boolean }) {
  const [events] = trpc.shifts.overview.useSuspenseQuery();
  return (
    <>
      <PageHeading title="Vagter">
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/vagter/mine" className={buttonClass()}>
            Mine vagter
          </Link>
          <Link to="/admin/vagter/kvalifikationer" className={buttonClass('secondary')}>
            Kvalifikationer
          </Link>
          {canManage && (
            <Link to="/admin/vagter/timer" className={buttonClass('secondary')}>
              Timer
            </Link>
          )}
        </div>
      </PageHeading>
      {events.length === 0 ? (
        <p className="text-stone-600">Der er ingen kommende events.</p>
      ) : (
        <ul aria-label="Kommende events" className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
          {events.map((event) => (
            <li key={event.id}>
              <Link
                to="/admin/vagter/$eventId"
                params={{ eventId: event.id }}
                className={`flex min-h-11 flex-wrap items-center justify-between gap-2 p-4 hover:bg-stone-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent-strong ${
                  asksForPeople(event) && event.shiftCount === 0 ? 'border-l-4 border-red-600' : ''
                }`}
              >
                <span className="min-w-0">
                  <span className="block font-semibold text-stone-900">{event.title}</span>
                  <span className="block text-sm text-stone-600">
                    {formatDateTime(event.from)} · {event.venueName}
                    {asksForPeople(event) && event.shiftCount > 0 && ` · ${takenText(event.taken, event.capacity)}`}
                  </span>
                </span>
                <PlanMark event={event} />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
