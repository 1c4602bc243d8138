import { Link } from '@tanstack/react-router';
import type { Event } from '../../../../../shared/schemas/event';
import { type EventFilters, filterOptions, groupByMonth, matchesFilters } from '../event-filters';
import { EventCard } from './event-card';
import { FilterChips } from './filter-chips';

/** /events: the upcoming public programme by month, filtered by genre and venue from the address. */
export function EventListPage({ events: records, filters }: { events: Event[]; filters: EventFilters }) {
  const { genres, venues } = filterOptions(records);
  const shown = records.filter((event) => matchesFilters(event, filters));
  const filtered = filters.genre !== undefined || filters.venue !== undefined;
  const months = groupByMonth(shown);

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-12">
      <h1 className="text-4xl font-black tracking-tight text-white sm:text-5xl">Koncerter</h1>
      <p className="mt-2 text-stone-300">Alle kommende koncerter, de første først.</p>
      {records.length > 0 && (
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
    </div>
  );
}
