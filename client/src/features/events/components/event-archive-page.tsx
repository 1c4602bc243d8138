import { Link } from '@tanstack/react-router';
import type { ListedEvent } from '../../../lib/public-events';
import { Icon } from '../../../components/icon/icon';
import { formatMonth } from '../../../lib/format-date';
import type { ProgrammePosition } from '../programme-slice';
import { moreLink } from './event-list-page';
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
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">Tidligere koncerter</h1>
      <p className="mt-1 text-stone-300 sm:mt-2">
        {position.fra ? (
          <>
            Koncerter til og med {formatMonth(`${position.fra}-15T12:00:00Z`).toLocaleLowerCase('da')}.{' '}
            <Link to="/events/tidligere" className="font-semibold text-accent underline underline-offset-4">
              Tilbage til de nyeste
            </Link>
          </>
        ) : (
          <>
            Dem, der har spillet hos os, de nyeste først.{' '}
            <Link to="/events" activeOptions={{ exact: true }} className="font-semibold text-accent underline underline-offset-4">
              Kommende koncerter
            </Link>
          </>
        )}
      </p>
      {events.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-stone-900 p-8 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">Ingen tidligere koncerter endnu</p>
        </div>
      ) : (
        <PastEvents events={events} headingLevel="h2" />
      )}
      {next && (
        <p className="mt-12 text-center">
          <Link to="/events/tidligere" search={next} className={moreLink}>
            Vis flere <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      )}
    </div>
  );
}
