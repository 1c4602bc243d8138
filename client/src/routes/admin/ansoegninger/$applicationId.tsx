import { createFileRoute } from '@tanstack/react-router';
import { ApplicationDetailPage } from '../../../features/admin-applications/components/application-detail-page';
import { pageHead } from '../../../lib/page-head';
import { notFoundOn404, parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/admin/ansoegninger/$applicationId')({
  params: { parse: ({ applicationId }) => ({ applicationId: parseId(applicationId) }) },
  head: pageHead('Ansøgning – admin'),
  loader: async ({ context: { trpc }, params: { applicationId } }) => {
    await Promise.all([notFoundOn404(trpc.applications.byId.ensureData({ id: applicationId })), trpc.offers.list.ensureData({ applicationId })]);
  },
  component: function ApplicationRoute() {
    return <ApplicationDetailPage applicationId={Route.useParams().applicationId} />;
  },
});
