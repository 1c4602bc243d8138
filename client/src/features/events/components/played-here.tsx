import { Link } from '@tanstack/react-router';
import type { ListedEvent } from '../../../lib/public-events';
import { Icon } from '../../../components/icon/icon';
import { useTranslator } from '../../../lib/i18n';
import { moreLink } from './event-list-page';
import { PastEvents } from './past-events';

type PlayedHereProps = {
  /** One page of the past public events of an artist or a venue, newest first. */
  events: ListedEvent[];
  /** Which page (?side=N on the artist's or venue's own page). */
  page: number;
  /** Whether older ones follow. */
  more: boolean;
};

/**
 * "Har spillet her": an artist's or a venue's past concerts under their upcoming ones, by year, 50
 * at a time with "Vis flere" to the older ones (a plain link to the same page, ?side=2). Nothing
 * at all for someone who has not played yet.
 */
export function PlayedHere({ events, page, more }: PlayedHereProps) {
  const { t } = useTranslator();
  if (events.length === 0 && page === 1) return null;
  return (
    <section aria-labelledby="har-spillet-her" className="mt-14">
      <h2 id="har-spillet-her" className="text-3xl font-black tracking-tight text-white">
        {t('events.playedHere')}
      </h2>
      {page > 1 && (
        <p className="mt-2 text-stone-300">
          <Link to="." className="font-semibold text-accent underline underline-offset-4">
            {t('events.backToNewest')}
          </Link>
        </p>
      )}
      <PastEvents events={events} headingLevel="h3" />
      {more && (
        <p className="mt-10 text-center">
          <Link to="." search={{ side: page + 1 }} className={moreLink}>
            {t('events.showMore')} <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      )}
    </section>
  );
}
