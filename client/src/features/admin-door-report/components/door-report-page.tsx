import { Link } from '@tanstack/react-router';
import { countText } from '../../../../../shared/count-text';
import { formatTime } from '../../../../../shared/danish-date';
import type { DoorReport } from '../../../../../shared/schemas/door';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { trpc } from '../../../lib/trpc';

function Figure({ label, value, note }: { label: string; value: number | string; note?: string }) {
  return (
    <div className="rounded-md border border-stone-200 bg-white p-4">
      <dt className="text-sm text-stone-600">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-stone-600">{note}</dd>}
    </div>
  );
}

/** Arrivals per quarter hour as bars a person can read without a chart library, and as a table for a screen reader. */
function Arrivals({ arrivals }: { arrivals: DoorReport['arrivals'] }) {
  if (!arrivals.length) return <p className="text-stone-600">Ingen kom ind gennem døren.</p>;
  const most = Math.max(...arrivals.map((quarter) => quarter.persons), 1);
  return (
    <table className="w-full max-w-2xl text-left">
      <caption className="sr-only">Personer ind pr. kvarter</caption>
      <thead>
        <tr className="border-b border-stone-200 text-sm text-stone-600">
          <th scope="col" className="w-20 py-2 font-medium">
            Kvarter
          </th>
          <th scope="col" className="py-2 font-medium">
            Ind
          </th>
        </tr>
      </thead>
      <tbody>
        {arrivals.map((quarter) => (
          <tr key={quarter.start} className="border-b border-stone-100">
            <th scope="row" className="py-1 font-normal tabular-nums">
              {quarter.label}
            </th>
            <td className="py-1">
              <div className="flex items-center gap-2">
                <span aria-hidden="true" className="h-4 rounded-sm bg-accent" style={{ width: `${(quarter.persons / most) * 80}%` }} />
                <span className="tabular-nums">{quarter.persons}</span>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /admin/events/{id}/efter-aftenen: the door's numbers once the night is over (docs/door.md#after-the-night):
 * who came and when, the most inside at once, reservations that did not come, each act's guests; and the CSV.
 */
export function DoorReportPage({ eventId }: { eventId: number }) {
  const [report] = trpc.door.report.useSuspenseQuery({ id: eventId });
  const { reservations, peak } = report;
  return (
    <>
      <PageHeading title={`Efter aftenen: ${report.event.title}`}>
        <a href={`/api/events/${eventId}/door/report.csv`} download className={buttonClass('secondary')}>
          Hent som CSV
        </a>
      </PageHeading>
      <p className="mb-6 max-w-prose text-stone-700">
        Tallene gemmes. Navne på reservationer og gæstelister slettes 30 dage efter aftenen.{' '}
        <Link to="/admin/events/$eventId/edit" params={{ eventId }} className="font-semibold underline underline-offset-2">
          Tilbage til eventet
        </Link>
      </p>
      <dl className="mb-8 grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-4">
        <Figure
          label="Flest inde på én gang"
          value={report.capacity ? `${peak.inside} / ${report.capacity}` : peak.inside}
          note={peak.at ? `kl. ${formatTime(peak.at)}` : undefined}
        />
        <Figure label="Kom ind i alt" value={report.arrivals.reduce((sum, quarter) => sum + quarter.persons, 0)} />
        <Figure label="Walk-ins" value={report.walkIns} />
        <Figure label="Gik igen" value={report.exits} />
      </dl>
      <PageSection title="Ankomster pr. kvarter">
        <Arrivals arrivals={report.arrivals} />
      </PageSection>
      <PageSection title="Reservationer">
        {reservations.count ? (
          <dl className="grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3">
            <Figure label="Bekræftede pladser" value={reservations.places} note={countText(reservations.count, 'reservation', 'reservationer')} />
            <Figure label="Kom" value={reservations.came} />
            <Figure label="Kom ikke" value={reservations.noShows.places} note={countText(reservations.noShows.count, 'reservation', 'reservationer')} />
          </dl>
        ) : (
          <p className="text-stone-600">Aftenen havde ingen bekræftede reservationer.</p>
        )}
      </PageSection>
      <PageSection title="Gæstelisten">
        {report.guests.length ? (
          <table className="w-full max-w-2xl text-left">
            <thead>
              <tr className="border-b border-stone-200 text-sm text-stone-600">
                <th scope="col" className="py-2 font-medium">
                  Gæster hos
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  På listen
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  Kom
                </th>
              </tr>
            </thead>
            <tbody>
              {report.guests.map((row) => (
                <tr key={row.label} className="border-b border-stone-100">
                  <th scope="row" className="py-2 font-normal">
                    {row.label}
                  </th>
                  <td className="py-2 text-right tabular-nums">{row.listed}</td>
                  <td className="py-2 text-right tabular-nums">{row.came}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="text-stone-600">Ingen stod på gæstelisten.</p>
        )}
      </PageSection>
      <PageSection title="Frivillige og medlemmer">
        <dl className="grid max-w-3xl grid-cols-2 gap-4 sm:grid-cols-3">
          <Figure label="Frivillige på vagt, der kom" value={`${report.volunteers.came} af ${report.volunteers.listed}`} />
          <Figure label="Medlemmer, der kom gratis ind" value={report.members.came} />
        </dl>
      </PageSection>
    </>
  );
}
