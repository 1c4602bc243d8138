import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ShiftWithEvent } from '../../../../../shared/schemas/shift';
import { beforeCutoff, openPlacesText } from '../../../../../shared/shift-rules';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { eventWhere, openPlaces, shiftWhen } from '../shift-text';
import { useShiftActions } from '../use-shift-actions';

/** A shift as a card on a phone: what, where and when first. */
function ShiftSummary({ shift, heading: Heading = 'h3' }: { shift: ShiftWithEvent; heading?: 'h2' | 'h3' }) {
  return (
    <>
      <Heading className="text-lg font-semibold">
        {shift.role} · {shift.event.title}
      </Heading>
      <p className="text-stone-700">{shiftWhen(shift)}</p>
      <p className="text-sm text-stone-600">{shift.event.venueName}</p>
      {shift.note && <p className="mt-1 text-sm">{shift.note}</p>}
    </>
  );
}

/** An open place: the first tap asks, the second takes it, so a thumb on a bus takes no shift by mistake. */
function OpenShift({ shift }: { shift: ShiftWithEvent }) {
  const [asking, setAsking] = useState(false);
  const actions = useShiftActions();
  return (
    <li aria-label={`${shift.role}, ${eventWhere(shift.event)}, ${shiftWhen(shift)}`} className="rounded-lg border border-stone-200 bg-white p-4">
      <ShiftSummary shift={shift} />
      <p className="mt-1 text-sm font-semibold text-amber-900">{openPlacesText(openPlaces(shift))}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        {asking ? (
          <>
            <Button disabled={actions.pending} onClick={() => void actions.signUp(shift.id)}>
              Bekræft: tag vagten
            </Button>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Fortryd
            </Button>
          </>
        ) : (
          <Button onClick={() => setAsking(true)}>
            Tag vagten<span className="sr-only"> {shift.role}, {shift.event.title}</span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** "Mine vagter", phone first: the next shift on top, then the others, then open places to take. */
export function MyShiftsPage() {
  const [{ mine, open }] = trpc.shifts.mine.useSuspenseQuery();
  const actions = useShiftActions();
  const [next, ...later] = mine;

  return (
    <>
      <PageHeading title="Mine vagter">
        <Link to="/admin/vagter" className="text-sm font-medium text-amber-800 underline">
          Alle vagtplaner
        </Link>
      </PageHeading>
      {next ? (
        <section aria-label="Din næste vagt" className="mb-8 rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">Din næste vagt</p>
          <ShiftSummary shift={next} heading="h2" />
          {beforeCutoff(next.startsAt) && (
            <Button variant="secondary" className="mt-3" disabled={actions.pending} onClick={() => void actions.giveBack(next.id)}>
              Giv vagten tilbage
            </Button>
          )}
        </section>
      ) : (
        <p className="mb-8 text-stone-700">Du har ingen kommende vagter. Tag en af de ledige herunder.</p>
      )}
      {later.length > 0 && (
        <section aria-label="Dine andre vagter" className="mb-8">
          <h2 className="mb-3 text-xl font-semibold">Dine andre vagter</h2>
          <ul className="space-y-3">
            {later.map((shift) => (
              <li key={shift.id} className="rounded-lg border border-stone-200 bg-white p-4">
                <ShiftSummary shift={shift} />
                {beforeCutoff(shift.startsAt) && (
                  <Button variant="secondary" className="mt-3" disabled={actions.pending} onClick={() => void actions.giveBack(shift.id)}>
                    Giv vagten tilbage<span className="sr-only"> {shift.role}, {shift.event.title}</span>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-label="Ledige vagter">
        <h2 className="mb-3 text-xl font-semibold">Ledige vagter</h2>
        {open.length === 0 ? (
          <p className="text-stone-600">Der er ingen ledige vagter lige nu.</p>
        ) : (
          <ul className="space-y-3">
            {open.map((shift) => (
              <OpenShift key={shift.id} shift={shift} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
