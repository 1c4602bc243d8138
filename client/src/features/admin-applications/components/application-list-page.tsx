import { Link } from '@tanstack/react-router';
import { monthLabel } from '../../../../../shared/application-months';
import { formatDate } from '../../../../../shared/danish-date';
import { type ApplicationListInput } from '../../../../../shared/schemas/application';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, type ApplicationStatus } from '../../../../../shared/application-status';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { StatusBadge, VoteSummary } from './application-parts';

const select = 'min-h-11 rounded-md border border-stone-300 bg-white px-3 text-stone-900';

type Filters = ApplicationListInput;

/**
 * "Ansøgninger": the bands that applied, newest first, by status (a tab each, with its count) and
 * filtered by genre, wished month and home town. The filters are the page's address, so a filtered
 * list can be shared and the back button works.
 */
export function ApplicationListPage({ filters, onFilter }: { filters: Filters; onFilter: (next: Filters) => void }) {
  const [list] = trpc.applications.list.useSuspenseQuery(filters);
  const [facets] = trpc.applications.facets.useSuspenseQuery();
  const set = (change: Partial<Filters>) => onFilter({ ...filters, ...change, page: undefined });
  const tab = (status: ApplicationStatus | undefined, label: string, count: number) => {
    const current = filters.status === status;
    return (
      <li key={status ?? 'all'}>
        <button
          type="button"
          aria-pressed={current}
          onClick={() => set({ status })}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${current ? 'bg-stone-900 text-white' : 'bg-stone-100 text-stone-800 hover:bg-stone-200'}`}
        >
          {label} <span className="tabular-nums">({count})</span>
        </button>
      </li>
    );
  };
  const total = Object.values(facets.counts).reduce((sum, count) => sum + count, 0);

  return (
    <>
      <PageHeading title="Ansøgninger">
        <Link to="/admin/ansoegninger/indstillinger" className="inline-flex min-h-11 items-center rounded-md border border-stone-300 px-4 font-semibold hover:bg-stone-100">
          Formular og mails
        </Link>
      </PageHeading>
      <p className="mb-4 max-w-2xl text-stone-700">
        Bands søger om at spille på <a href="/spil-hos-os" className="underline decoration-amber-500 underline-offset-4">/spil-hos-os</a>. Stem ja, måske eller nej; de
        andres stemmer ser du, når du selv har stemt.
      </p>
      <ul aria-label="Status" className="mb-4 flex flex-wrap gap-2">
        {tab(undefined, 'Alle', total)}
        {APPLICATION_STATUSES.map((status) => tab(status, APPLICATION_STATUS_LABELS[status], facets.counts[status]))}
      </ul>
      <div className="mb-6 flex flex-wrap gap-4">
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Genre
          <select className={select} value={filters.genre ?? ''} onChange={(event) => set({ genre: event.target.value || undefined })}>
            <option value="">Alle genrer</option>
            {facets.genres.map((genre) => (
              <option key={genre}>{genre}</option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          Måned
          <select className={select} value={filters.month ?? ''} onChange={(event) => set({ month: event.target.value || undefined })}>
            <option value="">Alle måneder</option>
            {facets.months.map((month) => (
              <option key={month} value={month}>
                {monthLabel(month)}
              </option>
            ))}
          </select>
        </label>
        <label className="grid gap-1 text-sm font-medium text-stone-800">
          By
          <select className={select} value={filters.town ?? ''} onChange={(event) => set({ town: event.target.value || undefined })}>
            <option value="">Alle byer</option>
            {facets.towns.map((town) => (
              <option key={town}>{town}</option>
            ))}
          </select>
        </label>
      </div>
      {list.records.length === 0 ? (
        <p className="text-stone-600">Ingen ansøgninger her.</p>
      ) : (
        <ul aria-label="Ansøgninger" className="grid gap-3 lg:grid-cols-2">
          {list.records.map((application) => (
            <li key={application.id} className="rounded-lg border border-stone-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  <Link to="/admin/ansoegninger/$applicationId" params={{ applicationId: application.id }} className="underline decoration-amber-500 underline-offset-4">
                    {application.actName}
                  </Link>
                </h2>
                <StatusBadge status={application.status} />
              </div>
              <p className="text-sm text-stone-600">
                {[application.town, application.genres.join(', '), `sendt ${formatDate(application.createdAt)}`].filter(Boolean).join(' · ')}
              </p>
              {application.months.length > 0 && <p className="mt-1 text-sm text-stone-700">Ønsker: {application.months.map(monthLabel).join(', ')}</p>}
              <VoteSummary application={application} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
