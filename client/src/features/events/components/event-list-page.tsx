import { Link } from '@tanstack/react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { Icon } from '../../../components/icon/icon';
import { formatMonth } from '../../../lib/format-date';
import { type EventFilters, groupByMonth } from '../event-filters';
import type { ProgrammePosition } from '../programme-slice';
import { EventCard } from './event-card';
import { FilterChips } from './filter-chips';

type Option = { id: number; name: string };

type EventListPageProps = {
  /** One slice of the programme (programme-slice.ts), already filtered. */
  events: Event[];
  /** Where the next slice begins; none after the last. */
  next?: ProgrammePosition;
  position: ProgrammePosition;
  filters: EventFilters;
  genres: Option[];
  venues: Option[];
};

const moreLink = 'inline-flex min-h-12 items-center gap-2 rounded-full bg-amber-400 px-6 font-bold text-stone-950 transition-colors hover:bg-amber-300';

/**
 * /events: the upcoming public programme by month, a slice of about 50 events at a time with
 * "Vis flere" to the next (a plain link, so it works without JavaScript), filtered by genre and
 * venue from the address.
 */
export function EventListPage({ events: shown, next, position, filters, genres, venues }: EventListPageProps) {
  const filtered = filters.genre !== undefined || filters.venue !== undefined;
  const months = groupByMonth(shown);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-4xl font-black tracking-tight text-white sm:text-5xl">Koncerter</h1>
      <p className="mt-2 text-stone-300">
        {position.fra ? (
          <>
            Kommende koncerter fra {formatMonth(`${position.fra}-15T12:00:00Z`).toLocaleLowerCase('da')}.{' '}
            <Link to="/events" search={filters} className="font-semibold text-amber-400 underline underline-offset-4">
              Tilbage til de første
            </Link>
          </>
        ) : (
          'Alle kommende koncerter, de første først.'
        )}
      </p>
      {(shown.length > 0 || filtered) && (
        <div className="mt-6 space-y-3">
          <FilterChips legend="Genre" name="genre" options={genres} filters={filters} />
          <FilterChips legend="Spillested" name="venue" options={venues} filters={filters} />
        </div>
      )}
      {shown.length === 0 ? (
        <div className="mt-10 rounded-2xl bg-stone-900 p-8 text-center ring-1 ring-white/10">
          <p className="text-lg font-semibold text-white">{filtered ? 'Ingen koncerter matcher filtrene' : 'Ingen kommende koncerter lige nu'}</p>
          <p className="mt-2 text-stone-300">
            {filtered ? (
              <Link to="/events" className="font-semibold text-amber-400 underline underline-offset-4">
                Vis alle koncerter
              </Link>
            ) : (
              'Programmet fyldes løbende op. Kig forbi igen snart.'
            )}
          </p>
        </div>
      ) : (
        months.map((month, monthIndex) => (
          <section key={month.key} aria-labelledby={`maaned-${month.key}`} className="mt-10">
            <h2 id={`maaned-${month.key}`} className="mb-4 text-2xl font-extrabold tracking-tight text-amber-400">
              {month.label}
            </h2>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {month.events.map((event, index) => (
                <EventCard key={event.id} event={event} priority={monthIndex === 0 && index === 0} />
              ))}
            </div>
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
    </div>
  );
}
