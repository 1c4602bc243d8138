import { Link } from '@tanstack/react-router';
import type { Artist } from '../../../../../shared/schemas/artist';
import { Icon } from '../../../components/icon/icon';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useTranslator } from '../../../lib/i18n';
import { sortedGenres } from '../../../lib/sorted-genres';
import { controllerRef } from '../../../lib/controllers';
import { artistBackdropController } from '../artist-backdrop-controller';
import { ArtistBackdrop, BackdropPauseButton } from './artist-backdrop';

type ArtistListPageProps = {
  /** One page of the artists with upcoming concerts, in Danish name order, each with their next date. */
  entries: { artist: Artist; nextDate: string }[];
  page: number;
  /** The page "Vis flere" leads to; none on the last. */
  nextPage?: number;
};

const backdropRef = controllerRef(artistBackdropController);

const moreLink = 'inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-bold text-stone-950 transition-colors hover:bg-accent-soft';

/** /artists: everyone who plays soon, 50 at a time, with a rotating backdrop of their pictures (artistBackdropController). */
export function ArtistListPage({ entries, page, nextPage }: ArtistListPageProps) {
  const { t, dates } = useTranslator();
  const pictures = entries.flatMap(({ artist }) => (artist.imageUrl ? [artist.imageUrl] : []));

  return (
    <div ref={backdropRef} data-controller="artist-backdrop" className="relative isolate min-h-[70vh]">
      <ArtistBackdrop picture={pictures[0]} />
      <div className="mx-auto max-w-4xl px-4 py-10 sm:py-16">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-4xl font-black tracking-tight text-white sm:text-5xl">{t('artists.title')}</h1>
            <p className="mt-2 text-stone-200">
              {t('artists.lead')}
              {page > 1 && (
                <>
                  {' '}
                  <Link to="/artists" className="font-semibold text-accent underline underline-offset-4">
                    {t('artists.backToFirst')}
                  </Link>
                </>
              )}
            </p>
          </div>
          {new Set(pictures).size > 1 && <BackdropPauseButton />}
        </div>
        {entries.length === 0 ? (
          <p className="mt-10 text-lg text-stone-200">{t('artists.none')}</p>
        ) : (
          <ul className="mt-8 divide-y divide-white/10">
            {entries.map(({ artist, nextDate }, index) => (
              <li key={artist.id}>
                <Link
                  to="/artists/$artistId"
                  params={{ artistId: artist.id }}
                  data-backdrop-picture={artist.imageUrl}
                  className="group flex items-center gap-4 py-3"
                >
                  {/* The name beside it says who it is. The first is on every first screen; the rest wait until near. */}
                  {artist.imageUrl ? (
                    <ResponsiveImage
                      src={artist.imageUrl}
                      focus={artist.imageFocus}
                      alt=""
                      width={160}
                      height={160}
                      sizes="(min-width: 640px) 80px, 64px"
                      priority={index === 0}
                      className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-white/10 sm:size-20"
                    />
                  ) : (
                    <span className="size-16 shrink-0 rounded-lg bg-stone-800 sm:size-20" />
                  )}
                  <span className="flex min-w-0 flex-1 flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
                    <span className="text-2xl font-extrabold tracking-tight text-white group-hover:text-accent-soft sm:text-3xl">{artist.name}</span>
                    <span className="text-sm text-stone-300">
                      {sortedGenres(artist.genres).map((genre) => genre.name).join(', ')}
                      <span className="text-accent-soft"> · {t('artists.nextDate', { date: dates.formatDate(nextDate) })}</span>
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        {nextPage && (
          <p className="mt-10 text-center">
            <Link to="/artists" search={{ side: nextPage }} className={moreLink}>
              {t('artists.showMore')} <Icon name="arrow-right" className="size-4" />
            </Link>
          </p>
        )}
      </div>
    </div>
  );
}
