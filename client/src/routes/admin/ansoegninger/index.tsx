import { createFileRoute } from '@tanstack/react-router';
import { type ApplicationListInput } from '../../../../../shared/schemas/application';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../../../../shared/application-status';
import { ApplicationListPage } from '../../../features/admin-applications/components/application-list-page';
import { pageHead } from '../../../lib/page-head';

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

export const Route = createFileRoute('/admin/ansoegninger/')({
  validateSearch: (search: Record<string, unknown>): ApplicationListInput => ({
    status: APPLICATION_STATUSES.includes(search.status as ApplicationStatus) ? (search.status as ApplicationStatus) : undefined,
    genre: text(search.genre),
    month: text(search.month),
    town: text(search.town),
  }),
  loaderDeps: ({ search }) => search,
  head: pageHead('Ansøgninger – admin'),
  loader: async ({ context, deps }) => {
    await Promise.all([context.trpc.applications.list.ensureData(deps), context.trpc.applications.facets.ensureData()]);
  },
  component: function ApplicationsRoute() {
    const navigate = Route.useNavigate();
    return <ApplicationListPage filters={Route.useSearch()} onFilter={(search) => navigate({ search })} />;
  },
});
