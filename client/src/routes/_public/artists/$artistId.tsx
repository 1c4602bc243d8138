import { createFileRoute } from '@tanstack/react-router';
import { excerpt } from '../../../../../shared/rich-text';
import { musicGroupJsonLd } from '../../../features/artists/artist-json-ld';
import { ArtistPage } from '../../../features/artists/components/artist-page';
import { EventCard } from '../../../features/events/components/event-card';
import { seoHead } from '../../../lib/page-head';
import { upcomingPublicEventsInput } from '../../../lib/public-events';
import { notFoundOn404, parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/artists/$artistId')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  loader: async ({ context, params }) => {
    const [artist] = await Promise.all([
      notFoundOn404(context.trpc.artists.byId.ensureData({ id: params.artistId })),
      context.trpc.events.list.ensureData(upcomingPublicEventsInput()),
    ]);
    return artist;
  },
  head: ({ match, loaderData: artist }) =>
    artist
      ? seoHead({
          title: artist.name,
          description: excerpt(artist.description, 200),
          path: `/artists/${artist.id}`,
          siteUrl: match.context.siteUrl,
          image: artist.imageUrl,
          type: 'profile',
          jsonLd: [musicGroupJsonLd(artist, match.context.siteUrl)],
        })
      : {},
  component: function ArtistRoute() {
    const { artistId } = Route.useParams();
    return <ArtistPage artistId={artistId} renderEvent={(event) => <EventCard event={event} />} />;
  },
});
