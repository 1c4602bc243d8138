import { Link } from '@tanstack/react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { ResponsiveImage } from '../../../components/responsive-image';
import { formatTimeRange } from '../../../lib/format-date';
import { useTranslator } from '../../../lib/i18n';
import { sortedGenres } from '../../../lib/sorted-genres';

/** "Program": the concerts of an event as a timeline, in start order, each leading to its artist. */
export function RunningOrder({ concerts }: { concerts: Event['concerts'] }) {
  const { t, locale } = useTranslator();
  return (
    <ol className="relative space-y-4 border-l-2 border-accent/40 pl-6">
      {concerts.map((concert) => (
        <li key={concert.id} className="relative">
          <span aria-hidden="true" className="absolute top-4 -left-[1.9rem] size-3.5 rounded-full bg-accent ring-4 ring-stone-950" />
          <div className="flex items-center gap-4 rounded-xl bg-stone-900 p-3 ring-1 ring-white/10">
            {concert.artist.imageUrl && (
              <ResponsiveImage src={concert.artist.imageUrl} focus={concert.artist.imageFocus} alt="" width={160} height={160} sizes="64px" className="size-16 shrink-0 rounded-lg object-cover" />
            )}
            <div className="min-w-0">
              <p className="text-sm font-semibold text-accent-soft">
                <span className="sr-only">{t('events.at')} </span>
                {formatTimeRange(concert.from, concert.to, locale)}
              </p>
              <Link
                to="/artists/$artistId"
                params={{ artistId: concert.artist.id }}
                className="text-lg font-bold text-white underline-offset-4 hover:underline"
              >
                {concert.artist.name}
              </Link>
              <p className="truncate text-sm text-stone-300">{sortedGenres(concert.artist.genres).map((genre) => genre.name).join(', ')}</p>
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
