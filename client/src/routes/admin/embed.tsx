import { createFileRoute } from '@tanstack/react-router';
import { EmbedPage } from '../../features/admin-embed/components/embed-page';
import { ensureEventFormOptions } from '../../lib/admin-queries';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/embed')({
  head: pageHead('Indlejr programmet – admin'),
  loader: async ({ context }) => {
    await ensureEventFormOptions(context.trpc);
  },
  component: function EmbedRoute() {
    const { siteUrl } = Route.useRouteContext();
    return <EmbedPage siteUrl={siteUrl} />;
  },
});
