import { createFileRoute } from '@tanstack/react-router';
import { venueAddress } from '../../../../../shared/venue-address';
import { VenuePage } from '../../../features/events/components/venue-page';
import { FollowForm } from '../../../components/follow-form';
import { placeJsonLd } from '../../../features/events/event-json-ld';
import { seoHead } from '../../../lib/page-head';
import { asListed, EVENTS_SHOWN, loadPastPublicEvents, loadUpcomingPublicEvents } from '../../../lib/public-events';
import { useLocalisedPath, useTranslator } from '../../../lib/i18n';
import { notFoundOn404, parseId, parsePageSearch } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/venues/$venueId')({
  params: { parse: ({ venueId }) => ({ venueId: parseId(venueId) }) },
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { api }, params, deps }) => {
    const page = parsePageSearch(deps).side ?? 1;
    // One more than shown says whether the programme holds more at this venue.
    const [venue, upcoming, past] = await Promise.all([
      notFoundOn404(api.venues.byId.query({ id: params.venueId })),
      loadUpcomingPublicEvents(api, EVENTS_SHOWN + 1, `venue_id=${params.venueId}`),
      loadPastPublicEvents(api, `venue_id=${params.venueId}`, page),
    ]);
    return {
      venue,
      upcoming: upcoming.slice(0, EVENTS_SHOWN).map(asListed),
      moreUpcoming: upcoming.length > EVENTS_SHOWN,
      past: past.events,
      page,
      morePast: past.more,
    };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seoHead(match.context, {
          title: loaderData.venue.name,
          description: match.context.translator.t('venue.description', { venue: loaderData.venue.name, address: venueAddress(loaderData.venue, 'abroad') }),
          path: `/venues/${loaderData.venue.id}`,
          jsonLd: [{ '@context': 'https://schema.org', '@id': new URL(`/venues/${loaderData.venue.id}`, match.context.siteUrl).href, ...placeJsonLd(loaderData.venue) }],
        })
      : {},
  component: function VenueRoute() {
    const data = Route.useLoaderData();
    const { t } = useTranslator();
    const localised = useLocalisedPath();
    return (
      <>
        <VenuePage {...data} />
        <FollowForm
          heading={t('venue.follow', { venue: data.venue.name })}
          text={t('venue.followText', { venue: data.venue.name })}
          action={localised(`/follow?venue=${data.venue.id}`)}
        />
      </>
    );
  },
});
