import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/components/about-page';
import { loadPeople } from '../../features/about/load-people';
import { organizationJsonLd } from '../../lib/organization-json-ld';
import { seoHead } from '../../lib/page-head';
import { excerpt } from '../../../../shared/rich-text';
import { siteName } from '../../../../shared/site-identity';

export const Route = createFileRoute('/_public/about')({
  loader: ({ context }) => loadPeople(context.api),
  head: ({ match }) =>
    seoHead(match.context, {
      title: 'Om os',
      description: match.context.site.about
        ? excerpt(match.context.site.about)
        : `${siteName(match.context.site)} er en musikforening drevet af frivillige. Mød holdene og menneskene bag koncerterne.`,
      path: '/about',
      jsonLd: [organizationJsonLd(match.context.site, match.context.siteUrl)],
    }),
  component: function AboutRoute() {
    const { site } = Route.useRouteContext();
    const { teams, members, crews } = Route.useLoaderData();
    return <AboutPage name={siteName(site)} about={site.about} teams={teams} members={members} crews={crews} />;
  },
});
