import { Link } from '@tanstack/react-router';
import type { MyShifts, ShiftWithEvent } from '../../../../../shared/schemas/shift';
import { openPlacesText } from '../../../../../shared/shift-rules';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { eventWhere, openPlaces, shiftWhen } from '../shift-text';
import { NightMark, RequirementChips, SignupActions } from './shift-parts';
import { countText } from '../../../../../shared/count-text';

/** A shift as a card on a phone: what, where and when first, and a cancelled or postponed night marked. */
function ShiftSummary({ shift, heading: Heading = 'h3' }: { shift: ShiftWithEvent; heading?: 'h2' | 'h3' }) {
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-lg font-semibold">
          {shift.role} · {shift.event.title}
        </Heading>
        <NightMark status={shift.event.status} />
        {shift.crew && <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800">Hold: {shift.crew.name}</span>}
      </div>
      <p className="text-stone-700">{shiftWhen(shift)}</p>
      <p className="text-sm text-stone-600">{shift.event.venueName}</p>
      <RequirementChips shift={shift} />
      {shift.note && <p className="mt-1 text-sm">{shift.note}</p>}
      {shift.door && shift.mine && (
        // A page load of its own: door mode's page may use the camera and is kept for offline use.
        <Link to="/admin/doer/$eventId" params={{ eventId: shift.eventId }} reloadDocument className="mt-2 inline-flex min-h-11 items-center font-semibold text-link underline">
          Åbn døren
        </Link>
      )}
    </>
  );
}

const cardLabel = (shift: ShiftWithEvent) => `${shift.role}, ${eventWhere(shift.event)}, ${shiftWhen(shift)}`;
const which = (shift: ShiftWithEvent) => `${shift.role}, ${shift.event.title}`;

/** The member's season: hours given and what they have earned by the association's rule. */
function SeasonSummary({ season }: { season: MyShifts['season'] }) {
  return (
    <section aria-label="Din sæson" className="mb-8 rounded-lg border border-stone-200 bg-white p-4">
      <h2 className="text-lg font-semibold">Sæson {season.name}</h2>
      <p className="text-stone-800">
        {countText(season.hours, 'time', 'timer')} på {countText(season.shifts, 'vagt', 'vagter')}
        {season.noShows > 0 && ` · udeblevet ${countText(season.noShows, 'gang', 'gange')}`}
      </p>
      {season.perks.length > 0 && (
        <ul aria-label="Optjent" className="mt-2 space-y-1 text-sm">
          {season.perks.map((perk) => (
            <li key={perk.text}>
              <span className="font-semibold">{perk.earned} × {perk.reward}</span> <span className="text-stone-600">({perk.text})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type ShiftSectionProps = {
  title: string;
  shifts: ShiftWithEvent[];
  viewerId: number;
  /** Said when there are none; without it an empty section is left out. */
  empty?: string;
  /** Open places: how many each has, and taken with two taps. */
  open?: boolean;
};

/** A titled list of shift cards. */
function ShiftSection({ title, shifts, viewerId, empty, open = false }: ShiftSectionProps) {
  if (shifts.length === 0 && !empty) return null;
  return (
    <section aria-label={title} className="mb-8">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {shifts.length === 0 ? (
        <p className="text-stone-600">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {shifts.map((shift) => (
            <li key={shift.id} aria-label={cardLabel(shift)} className="rounded-lg border border-stone-200 bg-white p-4">
              <ShiftSummary shift={shift} />
              {open && <p className="mt-1 text-sm font-semibold text-amber-900">{openPlacesText(openPlaces(shift))}</p>}
              <SignupActions shift={shift} viewerId={viewerId} confirmFirst={open} label={which(shift)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Mine vagter", phone first: the next shift on top, the season's hours, the member's other shifts,
 * places offered to swap, the standby lists they are on, then open places to take: their crews' first ("Dine hold").
 */
export function MyShiftsPage({ viewerId }: { viewerId: number }) {
  const [{ mine, open, crews = [], swaps, standby, season }] = trpc.shifts.mine.useSuspenseQuery();
  const [next, ...later] = mine;

  return (
    <>
      <PageHeading title="Mine vagter">
        <Link to="/admin/vagter" className="inline-flex min-h-11 items-center text-sm font-medium text-link underline">
          Alle vagtplaner
        </Link>
      </PageHeading>
      {next ? (
        <section aria-label="Din næste vagt" className="mb-8 rounded-lg border-2 border-accent-strong bg-accent-tint p-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-stone-900">Din næste vagt</p>
          <ShiftSummary shift={next} heading="h2" />
          <SignupActions shift={next} viewerId={viewerId} label={which(next)} />
        </section>
      ) : (
        <p className="mb-8 text-stone-700">Du har ingen kommende vagter. Tag en af de ledige herunder.</p>
      )}
      <SeasonSummary season={season} />
      <ShiftSection title="Dine andre vagter" shifts={later} viewerId={viewerId} />
      <ShiftSection title="Vagter til bytte" shifts={swaps} viewerId={viewerId} />
      <ShiftSection title="Dine ventelister" shifts={standby} viewerId={viewerId} />
      <ShiftSection title="Dine hold" shifts={crews} viewerId={viewerId} open />
      <ShiftSection title="Ledige vagter" shifts={open} viewerId={viewerId} empty="Der er ingen ledige vagter lige nu." open />
    </>
  );
}
