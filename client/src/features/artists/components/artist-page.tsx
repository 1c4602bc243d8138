import { Link } from '@tanstack/react-router';
import { Icon } from '../../../components/icon/icon';
import type { ReactNode } from 'react';
import type { Artist } from '../../../../../shared/schemas/artist';
import { ResponsiveImage } from '../../../components/responsive-image';
import { RichText } from '../../../components/rich-text';
import { sortedGenres } from '../../../lib/sorted-genres';
import { SocialLinks } from '../../../components/social-links';
import { SpotifyPreview } from './spotify-preview';
import { useTranslator } from '../../../lib/i18n';
import { translated } from '../../../../../shared/translations';
import { Translated } from '../../../components/translated';
import type { ListedEvent } from '../../../lib/public-events';

/** An artist's first 50 upcoming evenings are shown; more would be a page no one scrolls through. */
export const ARTIST_EVENTS_SHOWN = 50;
/** "Tilfældig kunstner" picks among the artists of the next 80 public events (a slice of /events): those playing soon. */
export const RANDOM_PICK_FROM = 80;

type ArtistPageProps = {
  artist: Artist;
  /** This artist's upcoming public events, earliest first. */
  events: ListedEvent[];
  /** "Tilfældig kunstner": another artist playing soon, picked at random when the page was loaded; none when nobody else plays. */
  randomOther: number | undefined;
  /** How one event is shown (the events feature's card, given by the route). */
  renderEvent: (event: ListedEvent) => ReactNode;
  /** "Har spillet her", their past concerts (the events feature's, given by the route). */
  playedHere: ReactNode;
};

/**
 * "Tilfældig kunstner": another artist on the programme, never this one (docs/product.md), picked when the
 * page was loaded, so the link is a plain link: it works before and without the page's scripts.
 */
function RandomArtistLink({ artistId }: { artistId: number }) {
  const { t } = useTranslator();
  return (
    <Link
      to="/artists/$artistId"
      params={{ artistId }}
      className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors hover:bg-white/10"
    >
      <Icon name="shuffle" className="size-4" />
      {t('artists.random')}
    </Link>
  );
}

/** /artists/{id}: picture, name, genres, description, links, a preview on request and where to hear them. */
export function ArtistPage({ artist, events: ownEvents, randomOther, renderEvent, playedHere }: ArtistPageProps) {
  const { t, locale } = useTranslator();

  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:items-start">
        {artist.imageUrl ? (
          <ResponsiveImage
            src={artist.imageUrl}
            focus={artist.imageFocus}
            alt=""
            width={960}
            height={960}
            sizes="(min-width: 768px) 400px, 100vw"
            priority
            className="aspect-square w-full rounded-3xl object-cover"
          />
        ) : (
          <div className="aspect-square w-full rounded-3xl bg-stone-800" />
        )}
        <div>
          <h1 className="text-4xl font-black tracking-tight text-white sm:text-6xl">{artist.name}</h1>
          {artist.genres.length > 0 && (
            <ul aria-label={t('artists.genres')} className="mt-4 flex flex-wrap gap-2">
              {sortedGenres(artist.genres).map((genre) => (
                <li key={genre.id} className="rounded-full bg-accent/15 px-3 py-1 text-sm font-semibold text-accent-soft ring-1 ring-accent/40">
                  {genre.name}
                </li>
              ))}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap items-center gap-3">
            {/* Keyed: the next artist's player starts closed, loading nothing until asked (docs/rendering.md). */}
            {artist.previewUrl && <SpotifyPreview key={artist.id} previewUrl={artist.previewUrl} artistName={artist.name} />}
          </div>
          <div className="mt-6">
            <Translated value={translated(artist, 'description', locale)} block>
              {(html) => <RichText html={html} />}
            </Translated>
          </div>
          {artist.socials.length > 0 && (
            <section aria-labelledby="links" className="mt-8">
              <h2 id="links" className="mb-3 text-lg font-bold text-white">
                {t('artists.findThem', { name: artist.name })}
              </h2>
              <SocialLinks urls={artist.socials} />
            </section>
          )}
        </div>
      </div>

      <section aria-labelledby="koncerter" className="mt-14">
        <h2 id="koncerter" className="mb-4 text-3xl font-black tracking-tight text-white">
          {t('artists.upcoming')}
        </h2>
        {ownEvents.length > 0 ? (
          <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {ownEvents.map((event) => (
              <div key={event.id} className="min-w-0">{renderEvent(event)}</div>
            ))}
          </div>
        ) : (
          <p className="text-stone-300">{t('artists.noUpcoming', { name: artist.name })}</p>
        )}
      </section>

      {playedHere}

      <div className="mt-12 flex flex-wrap gap-3">
        {randomOther !== undefined && <RandomArtistLink artistId={randomOther} />}
        <Link to="/artists" className="inline-flex min-h-12 items-center font-semibold text-accent underline-offset-4 hover:underline">
          {t('artists.all')}
        </Link>
      </div>
    </article>
  );
}
