import { createFileRoute } from '@tanstack/react-router';
import { excerpt } from '../../../../../shared/rich-text';
import { musicGroupJsonLd } from '../../../features/artists/artist-json-ld';
import { ArtistPage } from '../../../features/artists/components/artist-page';
import { EventCard } from '../../../features/events/components/event-card';
import { seoHead } from '../../../lib/page-head';
import { loadUpcomingPublicEvents } from '../../../lib/public-events';
import { notFoundOn404, parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/artists/$artistId')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  loader: async ({ context: { api }, params }) => {
    const [artist, events] = await Promise.all([
      notFoundOn404(api.artists.byId.query({ id: params.artistId })),
      loadUpcomingPublicEvents(api),
    ]);
    return { artist, events };
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
