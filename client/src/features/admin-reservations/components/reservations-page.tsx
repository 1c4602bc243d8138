import { Link } from '@tanstack/react-router';
import { countText } from '../../../../../shared/count-text';
import { formatDateTime } from '../../../../../shared/danish-date';
import type { Reservation, ReservationStatus } from '../../../../../shared/schemas/reservation';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { trpc } from '../../../lib/trpc';

/** The night's reservations in the order the organiser thinks of them: who comes, who may, who waits. */
const GROUPS: { title: string; statuses: readonly ReservationStatus[]; none: string }[] = [
  { title: 'Bekræftede', statuses: ['confirmed'], none: 'Ingen har bekræftet endnu.' },
  { title: 'Venter på bekræftelse', statuses: ['held', 'offered'], none: 'Ingen pladser holdes eller er tilbudt lige nu.' },
  { title: 'Venteliste', statuses: ['waiting', 'listed'], none: 'Ingen står på ventelisten.' },
];

const STATUS_WORDS: Record<ReservationStatus, string> = {
  held: 'Holdt til bekræftelse',
  confirmed: 'Bekræftet',
  listed: 'Venteliste, ikke bekræftet',
  waiting: 'På ventelisten',
  offered: 'Tilbudt en ledig plads',
};

function ReservationRow({ reservation }: { reservation: Reservation }) {
  const lapses = reservation.expiresAt ? `, udløber ${formatDateTime(reservation.expiresAt)}` : '';
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 border-b border-stone-100 py-3">
      <div className="min-w-0">
        <p className="font-semibold break-words">{reservation.name || 'Navnet er slettet'}</p>
        <p className="text-sm break-all text-stone-600">{reservation.email}</p>
      </div>
      <div className="text-right text-sm text-stone-700">
        <p className="font-semibold tabular-nums">{countText(reservation.places, 'plads', 'pladser')}</p>
        <p>
          {STATUS_WORDS[reservation.status]}
          {lapses}
        </p>
        <p className="text-stone-500">Reserveret {formatDateTime(reservation.createdAt)}</p>
      </div>
    </li>
  );
}

/**
 * /admin/events/{id}/reservationer: a reservation night's list for its organisers, with the numbers
 * the night's page shows visitors (docs/door.md#reservations). The door itself works from door mode.
 */
export function ReservationsPage({ eventId }: { eventId: number }) {
  const [event] = trpc.events.byId.useSuspenseQuery({ id: eventId });
  const [{ records, totals }] = trpc.reservations.list.useSuspenseQuery({ id: eventId });
  return (
    <>
      <PageHeading title={`Reservationer: ${event.title}`}>
        <Link to="/admin/events/$eventId/edit" params={{ eventId }} className="font-semibold underline underline-offset-2">
          Tilbage til eventet
        </Link>
      </PageHeading>
      {event.admission !== 'reservation' && (
        <p role="status" className="mb-6 max-w-prose rounded-md bg-amber-50 p-4 text-amber-900">
          Eventet tager ikke imod reservationer lige nu: vælg &quot;Entré: Reservation&quot; i eventets formular.
        </p>
      )}
      <dl className="mb-8 grid max-w-2xl grid-cols-2 gap-4 sm:grid-cols-4">
        {[
          ['Pladser i alt', totals.capacity ?? 'Ingen grænse'],
          ['Taget', totals.taken],
          ['Ledige', totals.left ?? '–'],
          ['På ventelisten', totals.waiting],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border border-stone-200 bg-white p-4">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd className="text-2xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {GROUPS.map((group) => {
        const rows = records.filter((reservation) => group.statuses.includes(reservation.status));
        return (
          <PageSection key={group.title} title={`${group.title} (${rows.reduce((sum, row) => sum + row.places, 0)})`}>
            {rows.length ? (
              <ul className="max-w-2xl">
                {rows.map((reservation) => (
                  <ReservationRow key={reservation.id} reservation={reservation} />
                ))}
              </ul>
            ) : (
              <p className="text-stone-600">{group.none}</p>
            )}
          </PageSection>
        );
      })}
    </>
  );
}
