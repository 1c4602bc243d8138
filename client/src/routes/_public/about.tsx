import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/components/about-page';
import { loadTeamsWithMembers } from '../../features/about/load-teams';
import { seoHead } from '../../lib/page-head';

export const Route = createFileRoute('/_public/about')({
  loader: ({ context }) => loadTeamsWithMembers(context.api),
  head: ({ match }) =>
    seoHead({
      title: 'Om os',
      description: 'Spillested er en musikforening drevet af frivillige. Mød holdene og menneskene bag koncerterne.',
      path: '/about',
      siteUrl: match.context.siteUrl,
    }),
  component: function AboutRoute() {
    return <AboutPage {...Route.useLoaderData()} />;
  },
});
