import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { startOfCopenhagenDay } from '../../../../../shared/copenhagen-time';
import type { Event } from '../../../../../shared/schemas/event';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { allEventsInput } from '../../../lib/admin-queries';
import { formatEventDates } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { DeleteEventButton } from './delete-event-button';

export function EventListPage({ canManage }: { canManage: boolean }) {
  // Earliest first; members see the members-only events too.
  const [{ records: events }] = trpc.events.list.useSuspenseQuery(allEventsInput);
  const [query, setQuery] = useState('');
  // An event stays upcoming all of its last day (DESIGN.md §3).
  const today = startOfCopenhagenDay(new Date()).toISOString();
  const shown = events.filter((event) =>
    matchesSearch(
      query,
      event.title,
      event.venue.name,
      event.venue.city,
      ...event.concerts.map((concert) => concert.artist.name),
    ),
  );

  return (
    <>
      <PageHeading title="Events">
        {canManage && (
          <Link to="/admin/events/create" className={buttonClass()}>
            Opret event
          </Link>
        )}
      </PageHeading>
      <SearchBox label="Søg i events" value={query} onChange={setQuery} />
      <EventSection
        title="Kommende"
        events={shown.filter((event) => event.to >= today)}
        empty={emptyListText(query, 'Der er ingen kommende events.')}
        canManage={canManage}
      />
      <EventSection
        title="Tidligere"
        // The most recent first.
        events={shown.filter((event) => event.to < today).reverse()}
        empty={emptyListText(query, 'Der er ingen tidligere events.')}
        canManage={canManage}
      />
    </>
  );
}

type EventSectionProps = {
  title: string;
  events: readonly Event[];
  empty: string;
  canManage: boolean;
};

function EventSection({ title, events, empty, canManage }: EventSectionProps) {
  return (
    <section className="mb-10">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {events.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
          {events.map((event) => (
            <li key={event.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              <div className="min-w-0 flex-1">
                <Link
                  to="/admin/events/$eventId/edit"
                  params={{ eventId: event.id }}
                  className="font-medium text-stone-900 underline-offset-4 hover:underline"
                >
                  {event.title}
                </Link>
                {!event.isPublic && (
                  <span className="ml-2 inline-block rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-stone-800">
                    Kun for medlemmer
                  </span>
                )}
                <p className="text-sm text-stone-600">
                  {formatEventDates(event.from, event.to)} · {event.venue.name}, {event.venue.city}
                </p>
              </div>
              {canManage && <DeleteEventButton event={event} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
