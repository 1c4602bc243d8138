import { Link } from '@tanstack/react-router';
import { type FormEvent, useId, useState } from 'react';
import { controlClass } from '../../../components/form/fields';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatEventDates } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { useShiftActions } from '../use-shift-actions';
import { ShiftCard } from './shift-card';
import { ShiftForm } from './shift-form';
import { NightMark } from './shift-parts';
import { countText } from '../../../../../shared/count-text';

const HOUR_MS = 3_600_000;

/** "Kopiér vagter fra …": another coming event's plan onto this one, moved with the events' first concerts. */
function CopyShifts({ eventId }: { eventId: number }) {
  const id = useId();
  const { data: events = [] } = trpc.shifts.overview.useQuery();
  const [from, setFrom] = useState('');
  const actions = useShiftActions();
  const sources = events.filter((event) => event.id !== eventId && event.shiftCount > 0);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from) void actions.copy(eventId, Number(from), () => setFrom(''));
  };
  if (sources.length === 0) return null;
  return (
    <form onSubmit={submit} className="mb-6 flex flex-wrap items-end gap-2">
      <div className="min-w-56 flex-1">
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-stone-800">
          Kopiér vagter fra …
        </label>
        <select id={id} value={from} onChange={(e) => setFrom(e.target.value)} className={controlClass}>
          <option value="">Vælg event</option>
          {sources.map((event) => (
            <option key={event.id} value={event.id}>
              {event.title} ({new Date(event.from).toLocaleDateString('da-DK', { timeZone: 'Europe/Copenhagen' })}, {countText(event.shiftCount, 'vagt', 'vagter')})
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={!from || actions.pending}>
        Kopiér vagter
      </Button>
    </form>
  );
}

/** An event's shift plan: every shift with who has it; managers add, edit, copy and assign here, a crew's lead adds and edits the crew's. */
export function ShiftPlanPage({ eventId, canManage, viewerId }: { eventId: number; canManage: boolean; viewerId: number }) {
  const [plan] = trpc.shifts.plan.useSuspenseQuery({ id: eventId });
  const actions = useShiftActions();
  const [adding, setAdding] = useState(false);
  const { data: myCrews = [] } = trpc.crews.mine.useQuery(undefined, { enabled: !canManage });
  const ledCrews = myCrews.filter((crew) => crew.lead?.id === viewerId);
  // A new shift starts from the night itself: an hour before the first concert to an hour after the last.
  const newShift = {
    startsAt: new Date(Date.parse(plan.event.from) - HOUR_MS).toISOString(),
    endsAt: new Date(Date.parse(plan.event.to) + HOUR_MS).toISOString(),
  };

  return (
    <>
      <PageHeading title={`Vagtplan: ${plan.event.title}`}>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/doer/$eventId" params={{ eventId }} reloadDocument className={buttonClass('secondary')}>
            Døren
          </Link>
          <Link to="/admin/vagter/$eventId/udskriv" params={{ eventId }} className={buttonClass('secondary')}>
            Udskriv
          </Link>
          <a href={`/api/events/${eventId}/shifts.csv`} download className={buttonClass('secondary')}>
            Hent CSV
          </a>
        </div>
      </PageHeading>
      <p className="mb-6 flex flex-wrap items-center gap-2 text-stone-700">
        <span>
          {formatEventDates(plan.event.from, plan.event.to)} · {plan.event.venueName}
        </span>
        <NightMark status={plan.event.status} />
      </p>
      {plan.event.status === 'cancelled' && (
        <p role="note" className="mb-6 rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          Eventet er aflyst: vagterne tager ikke imod nogen, og de frivillige har fået besked. Bliver aflysningen fortrudt, har de stadig deres pladser.
        </p>
      )}
      {plan.event.status === 'postponed' && (
        <p role="note" className="mb-6 rounded-md border border-stone-300 bg-stone-50 p-3 text-stone-800">
          Eventet er udsat: de frivillige beholder deres pladser, til det har fået en ny dato, og kan give dem tilbage imens.
        </p>
      )}
      {canManage && <CopyShifts eventId={eventId} />}
      {plan.shifts.length === 0 ? (
        <p className="mb-6 text-stone-600">Eventet har ingen vagter endnu.</p>
      ) : (
        <ul aria-label="Vagter" className="mb-6 space-y-3">
          {plan.shifts.map((shift) => (
            <ShiftCard key={shift.id} shift={shift} eventStatus={plan.event.status} canManage={canManage} viewerId={viewerId} />
          ))}
        </ul>
      )}
      {(canManage || ledCrews.length > 0) &&
        (adding ? (
          <section aria-label="Ny vagt" className="rounded-lg border border-stone-200 bg-white p-4">
            <h2 className="mb-3 text-lg font-semibold">Ny vagt</h2>
            <ShiftForm
              initial={newShift}
              crews={canManage ? undefined : ledCrews}
              submitLabel="Opret vagt"
              pending={actions.pending}
              onSubmit={(input) => actions.create(eventId, input, () => setAdding(false))}
              onCancel={() => setAdding(false)}
            />
          </section>
        ) : (
          <Button onClick={() => setAdding(true)}>Tilføj vagt</Button>
        ))}
    </>
  );
}
