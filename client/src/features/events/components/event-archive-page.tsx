import { Link } from '@tanstack/react-router';
import type { ListedEvent } from '../../../lib/public-events';
import { Icon } from '../../../components/icon/icon';
import { useTranslator } from '../../../lib/i18n';
import type { ProgrammePosition } from '../programme-slice';
import { monthInSentence, moreLink } from './event-list-page';
import { PastEvents } from './past-events';

type EventArchivePageProps = {
  /** One slice of the past programme (programme-slice.ts), newest first. */
  events: ListedEvent[];
  /** Where the next, older slice begins; none after the oldest. */
  next?: ProgrammePosition;
  position: ProgrammePosition;
};

/**
 * /events/tidligere: the public concerts that have been, newest first, by year, a slice of about
 * 50 at a time in whole months with "Vis flere" to the older ones (a plain link, as on /events).
 */
export function EventArchivePage({ events, next, position }: EventArchivePageProps) {
  const { t, dates, locale } = useTranslator();
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">{t('events.past')}</h1>
      <p className="mt-1 text-stone-300 sm:mt-2">
        {position.fra ? (
          <>
            {t('events.untilMonth', { month: monthInSentence(dates.formatMonth(`${position.fra}-15T12:00:00Z`), locale) })}{' '}
            <Link to="/events/tidligere" className="font-semibold text-accent underline underline-offset-4">
              {t('events.backToNewest')}
            </Link>
          </>
        ) : (
          <>
            {t('events.archiveIntro')}{' '}
            <Link to="/events" activeOptions={{ exact: true }} className="font-semibold text-accent underline underline-offset-4">
              {t('events.upcoming')}
            </Link>
          </>
        )}
      </p>
      {events.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-stone-900 p-8 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">{t('events.noPast')}</p>
        </div>
      ) : (
        <PastEvents events={events} headingLevel="h2" />
      )}
      {next && (
        <p className="mt-12 text-center">
          <Link to="/events/tidligere" search={next} className={moreLink}>
            {t('events.showMore')} <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      )}
    </div>
  );
}
