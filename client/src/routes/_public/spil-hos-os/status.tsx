import { createFileRoute } from '@tanstack/react-router';
import { ApplicationStatusPage } from '../../../features/applications/components/application-status-page';
import { pageHead } from '../../../lib/page-head';

/** The page an act's confirmation mail links to, by its secret token: the status, and withdrawing. */
export const Route = createFileRoute('/_public/spil-hos-os/status')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => search,
  // An unknown or deleted application is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => api.applications.byLink.query({ token: deps.token }).catch(() => undefined),
  head: ({ match }) => pageHead(match.context.translator.t('apply.statusTitle'))({ match }),
  component: function ApplicationStatusRoute() {
    return <ApplicationStatusPage application={Route.useLoaderData()} />;
  },
});
