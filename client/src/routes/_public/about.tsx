import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '../../features/about/components/about-page';
import { loadPeople } from '../../features/about/load-people';
import { organizationJsonLd } from '../../lib/organization-json-ld';
import { useTranslator } from '../../lib/i18n';
import { seoHead } from '../../lib/page-head';
import { excerpt } from '../../../../shared/rich-text';
import { siteName } from '../../../../shared/site-identity';
import { translated } from '../../../../shared/translations';

export const Route = createFileRoute('/_public/about')({
  loader: ({ context }) => loadPeople(context.api),
  head: ({ match }) =>
    seoHead(match.context, {
      title: match.context.translator.t('about.title'),
      description: match.context.site.about
        ? excerpt(translated(match.context.site, 'about', match.context.translator.locale).text)
        : match.context.translator.t('about.metaDescription', { name: siteName(match.context.site) }),
      path: '/about',
      jsonLd: [organizationJsonLd(match.context.site, match.context.siteUrl)],
    }),
  component: function AboutRoute() {
    const { site } = Route.useRouteContext();
    const { teams, members, crews } = Route.useLoaderData();
    const { locale } = useTranslator();
    return <AboutPage name={siteName(site)} about={site.about ? translated(site, 'about', locale) : undefined} teams={teams} members={members} crews={crews} />;
  },
});
