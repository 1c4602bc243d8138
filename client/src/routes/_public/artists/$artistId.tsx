import { createFileRoute } from '@tanstack/react-router';
import { excerpt } from '../../../../../shared/rich-text';
import { musicGroupJsonLd } from '../../../features/artists/artist-json-ld';
import { ARTIST_EVENTS_SHOWN, ArtistPage, RANDOM_PICK_FROM } from '../../../features/artists/components/artist-page';
import { upcomingArtists } from '../../../features/artists/upcoming-artists';
import { EventCard } from '../../../features/events/components/event-card';
import { seoHead } from '../../../lib/page-head';
import { loadUpcomingPublicEvents } from '../../../lib/public-events';
import { notFoundOn404, parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/artists/$artistId')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  loader: async ({ context: { api }, params }) => {
    const [artist, events, programme] = await Promise.all([
      notFoundOn404(api.artists.byId.query({ id: params.artistId })),
      loadUpcomingPublicEvents(api, ARTIST_EVENTS_SHOWN, `artist_id=${params.artistId}`),
      loadUpcomingPublicEvents(api, RANDOM_PICK_FROM),
    ]);
    return { artist, events, others: upcomingArtists(programme).map((other) => other.id) };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seoHead({
          title: loaderData.artist.name,
          description: excerpt(loaderData.artist.description, 200),
          path: `/artists/${loaderData.artist.id}`,
          siteUrl: match.context.siteUrl,
          image: loaderData.artist.imageUrl,
          type: 'profile',
          jsonLd: [musicGroupJsonLd(loaderData.artist, match.context.siteUrl)],
        })
      : {},
  component: function ArtistRoute() {
    return <ArtistPage {...Route.useLoaderData()} renderEvent={(event) => <EventCard event={event} />} />;
  },
});
