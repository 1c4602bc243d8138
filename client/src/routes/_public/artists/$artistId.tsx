import { createFileRoute } from '@tanstack/react-router';
import { excerpt } from '../../../../../shared/rich-text';
import { musicGroupJsonLd } from '../../../features/artists/artist-json-ld';
import { ARTIST_EVENTS_SHOWN, ArtistPage, RANDOM_PICK_FROM } from '../../../features/artists/components/artist-page';
import { upcomingArtists } from '../../../features/artists/upcoming-artists';
import { EventCard } from '../../../features/events/components/event-card';
import { FollowForm } from '../../../components/follow-form';
import { PlayedHere } from '../../../features/events/components/played-here';
import { useLocalisedPath, useTranslator } from '../../../lib/i18n';
import { seoHead } from '../../../lib/page-head';
import { translated } from '../../../../../shared/translations';
import { pickRandomOther } from '../../../lib/pick-random-other';
import { asListed, loadPastPublicEvents, loadUpcomingPublicEvents } from '../../../lib/public-events';
import { notFoundOn404, parseId, parsePageSearch } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/artists/$artistId')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  validateSearch: parsePageSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { api }, params, deps }) => {
    const page = parsePageSearch(deps).side ?? 1;
    const [artist, events, programme, past] = await Promise.all([
      notFoundOn404(api.artists.byId.query({ id: params.artistId })),
      loadUpcomingPublicEvents(api, ARTIST_EVENTS_SHOWN, `artist_id=${params.artistId}`),
      loadUpcomingPublicEvents(api, RANDOM_PICK_FROM),
      loadPastPublicEvents(api, `artist_id=${params.artistId}`, page),
    ]);
    // Picked here, not on a click: the link is then a plain link, and server and browser render the same one.
    const others = upcomingArtists(programme).map((other) => other.id).filter((id) => id !== params.artistId);
    return { artist, events: events.map(asListed), randomOther: pickRandomOther(others, params.artistId), past: { ...past, page } };
  },
  head: ({ match, loaderData }) =>
    loaderData
      ? seoHead(match.context, {
          title: loaderData.artist.name,
          description: excerpt(translated(loaderData.artist, 'description', match.context.translator.locale).text, 200),
          path: `/artists/${loaderData.artist.id}`,
          image: loaderData.artist.imageUrl,
          imageFocus: loaderData.artist.imageFocus,
          type: 'profile',
          jsonLd: [musicGroupJsonLd(loaderData.artist, match.context.siteUrl)],
        })
      : {},
  component: function ArtistRoute() {
    const { past, ...artistPage } = Route.useLoaderData();
    const { artist } = artistPage;
    const { t } = useTranslator();
    const localisedPath = useLocalisedPath();
    return (
      <>
        <ArtistPage {...artistPage} renderEvent={(event) => <EventCard event={event} />} playedHere={<PlayedHere {...past} />} />
        <FollowForm
          heading={t('artists.followHeading', { name: artist.name })}
          text={t('artists.followText', { name: artist.name })}
          action={localisedPath(`/follow?artist=${artist.id}`)}
        />
      </>
    );
  },
});
