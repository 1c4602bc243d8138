import { createFileRoute } from '@tanstack/react-router';
import { loadPeople } from '../../features/about/load-people';
import { MeetThePeople } from '../../features/about/components/meet-the-people';
import { EventCard } from '../../features/events/components/event-card';
import { EventRow } from '../../features/events/components/event-row';
import { EVENTS_ON_LANDING, LandingPage } from '../../features/landing/components/landing-page';
import { organizationJsonLd } from '../../lib/organization-json-ld';
import { seoHead } from '../../lib/page-head';
import { loadUpcomingPublicEvents } from '../../lib/public-events';
import { siteName } from '../../../../shared/site-identity';
import { translated } from '../../../../shared/translations';

export const Route = createFileRoute('/_public/')({
  loader: async ({ context: { api } }) => {
    const [images, events, team] = await Promise.all([
      api.landingImages.list.query({ per_page: 0 }),
      loadUpcomingPublicEvents(api, EVENTS_ON_LANDING),
      loadPeople(api),
    ]);
    return { images, events, team };
  },
  head: ({ match, loaderData }) =>
    seoHead(match.context, {
      description: match.context.site.tagline
        ? translated(match.context.site, 'tagline', match.context.translator.locale).text
        : match.context.translator.t('landing.description', { name: siteName(match.context.site) }),
      path: '/',
      // The first landing image is the page's largest: link previews show it too.
      image: loaderData?.images[0]?.url,
      jsonLd: [organizationJsonLd(match.context.site, match.context.siteUrl)],
    }),
  component: function LandingRoute() {
    const { images, events, team } = Route.useLoaderData();
    const { site, translator } = Route.useRouteContext();
    return (
      <LandingPage
        name={siteName(site)}
        tagline={site.tagline ? translated(site, 'tagline', translator.locale) : undefined}
        images={images}
        events={events}
        renderEvent={(event, options) => (options.featured ? <EventCard event={event} {...options} /> : <EventRow event={event} />)}
        team={<MeetThePeople {...team} />}
      />
    );
  },
});
