import { Link } from '@tanstack/react-router';
import type { EventKind } from '../../../../../shared/event-night';
import { FollowForm } from '../../../components/follow-form';
import type { ListedEvent } from '../../../lib/public-events';
import { Icon } from '../../../components/icon/icon';
import { formatMonth } from '../../../lib/format-date';
import { type EventFilters, groupByMonth, isFiltered } from '../event-filters';
import type { ProgrammePosition } from '../programme-slice';
import { EventRow } from './event-row';
import { EVENT_GROUP_CLASSES } from './event-group';
import { FilterSheet } from './filter-sheet';

type Option = { id: number; name: string };

type EventListPageProps = {
  /** One slice of the programme (programme-slice.ts), already filtered. */
  events: ListedEvent[];
  /** Where the next slice begins; none after the last. */
  next?: ProgrammePosition;
  position: ProgrammePosition;
  filters: EventFilters;
  genres: Option[];
  venues: Option[];
  /** The kinds of night to filter by; none when the programme holds one kind only. */
  kinds: { id: EventKind; name: string }[];
};

export const moreLink = 'inline-flex min-h-12 items-center gap-2 rounded-full bg-accent px-6 font-bold text-stone-950 transition-colors hover:bg-accent-soft';

/**
 * /events: the upcoming public programme by month, a slice of about 50 events at a time with
 * "Vis flere" to the next (a plain link, so it works without JavaScript), filtered by genre and
 * venue from the address.
 */
export function EventListPage({ events: shown, next, position, filters, genres, venues, kinds }: EventListPageProps) {
  const filtered = isFiltered(filters);
  const months = groupByMonth(shown);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-3xl font-black tracking-tight text-white sm:text-5xl">Koncerter</h1>
      <p className="mt-1 text-stone-300 sm:mt-2">
        {position.fra ? (
          <>
            Kommende koncerter fra {formatMonth(`${position.fra}-15T12:00:00Z`).toLocaleLowerCase('da')}.{' '}
            <Link to="/events" search={filters} className="font-semibold text-accent underline underline-offset-4">
              Tilbage til de første
            </Link>
          </>
        ) : (
          <>
            Alle kommende koncerter, de første først.{' '}
            <Link to="/events/tidligere" className="font-semibold text-accent underline underline-offset-4">
              Tidligere koncerter
            </Link>
          </>
        )}
      </p>
      {(shown.length > 0 || filtered) && (
        <FilterSheet filters={filters} genres={genres} venues={venues} kinds={kinds} />
      )}
      {shown.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-stone-900 p-8 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">{filtered ? 'Ingen koncerter matcher filtrene' : 'Ingen kommende koncerter lige nu'}</p>
          <p className="mt-2 text-stone-300">
            {filtered ? (
              <Link to="/events" className="font-semibold text-accent underline underline-offset-4">
                Vis alle koncerter
              </Link>
            ) : (
              'Programmet fyldes løbende op. Kig forbi igen snart.'
            )}
          </p>
        </div>
      ) : (
        months.map((month) => (
          <section key={month.key} aria-labelledby={`maaned-${month.key}`} className={EVENT_GROUP_CLASSES.section}>
            <h2
              id={`maaned-${month.key}`}
              className={EVENT_GROUP_CLASSES.heading}
            >
              {month.label}
            </h2>
            <ul className={EVENT_GROUP_CLASSES.rows}>
              {month.events.map((event) => (
                <li key={event.id}>
                  <EventRow event={event} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {next && (
        <p className="mt-12 text-center">
          <Link to="/events" search={{ ...filters, ...next }} className={moreLink}>
            Vis flere <Icon name="arrow-right" className="size-4" />
          </Link>
        </p>
      )}
      <FollowForm
        // Ticked as the list is filtered: a new filter is a new form, not the ticks of the last one.
        key={filters.genre ?? 'alt'}
        heading="Følg programmet"
        text="Få en e-mail om ugen med nye koncerter: hele programmet eller de genrer, du vælger."
        action="/follow"
        choices={[
          { field: 'all', label: 'Hele programmet', checked: filters.genre === undefined },
          ...genres.map((genre) => ({ field: `genre-${genre.id}`, label: genre.name, checked: genre.id === filters.genre })),
        ]}
      />
    </div>
  );
}
