import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { startOfCopenhagenDay } from '../../../../../shared/copenhagen-time';
import { EVENT_STATUS_LABELS } from '../../../../../shared/event-details';
import type { Event } from '../../../../../shared/schemas/event';
import { ListSection, markClass, type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { allEventsInput } from '../../../lib/admin-queries';
import { formatDate, formatEventDates } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

export function EventListPage({ canManage }: { canManage: boolean }) {
  // Earliest first; members see the members-only events too.
  const [{ records: events }] = trpc.events.list.useSuspenseQuery(allEventsInput);
  const [query, setQuery] = useState('');
  // An event stays upcoming all of its last day (docs/api.md).
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
      <ListSection title="Kommende">
        <EventList
          label="Kommende events"
          events={shown.filter((event) => event.to >= today)}
          empty={emptyListText(query, 'Der er ingen kommende events.')}
        />
      </ListSection>
      <ListSection title="Tidligere">
        <EventList
          label="Tidligere events"
          // The most recent first.
          events={shown.filter((event) => event.to < today).reverse()}
          empty={emptyListText(query, 'Der er ingen tidligere events.')}
        />
      </ListSection>
    </>
  );
}

/** Each artist once, in running order: an artist may play twice in one evening. */
const artistNames = (event: Event) => [...new Set(event.concerts.map((concert) => concert.artist.name))].join(', ');

const eventLink = (event: Event) => ({ to: '/admin/events/$eventId/edit', params: { eventId: event.id } }) as const;

const membersOnlyMark = <span className={markClass}>Kun for medlemmer</span>;

/** "Aflyst", "Udsolgt" or "Udsat" with the title; nothing for an event going ahead as planned. */
function StatusMark({ event, className }: { event: Event; className: string }) {
  if (event.status === 'scheduled') return null;
  return (
    <span className={className}>
      <span className={markClass}>{EVENT_STATUS_LABELS[event.status]}</span>
    </span>
  );
}

/**
 * The date column's two lines, "lørdag 14. marts 2026" over "kl. 20.00–23.30", so the dates line up
 * down the column; formatEventDates starts with the first day's date, whatever the event's length.
 */
function EventDates({ event }: { event: Event }) {
  const date = formatDate(event.from);
  return (
    <>
      <span className="block font-medium whitespace-nowrap">{date}</span>
      <span className="block text-stone-600">{formatEventDates(event.from, event.to).slice(date.length + 1)}</span>
    </>
  );
}

type EventListProps = { label: string; events: readonly Event[]; empty: string };

function EventList({ label, events, empty }: EventListProps) {
  const columns: RecordColumn<Event>[] = [
    { header: 'Dato', cell: (event) => <EventDates event={event} /> },
    {
      header: 'Titel',
      rowHeader: true,
      cell: (event) => (
        <>
          {event.title}
          <StatusMark event={event} className="mt-1 block" />
          {/* The column "Synlighed" says it from lg on. */}
          {!event.isPublic && <span className="mt-1 block lg:hidden">{membersOnlyMark}</span>}
        </>
      ),
    },
    {
      header: 'Spillested',
      cell: (event) => (
        <>
          <span className="block">{event.venue.name}</span>
          <span className="block text-stone-600">{event.venue.city}</span>
        </>
      ),
    },
    { header: 'Kunstnere', wide: true, cell: artistNames },
    { header: 'Synlighed', wide: true, cell: (event) => (event.isPublic ? 'Offentlig' : membersOnlyMark) },
  ];

  return (
    <RecordList
      label={label}
      records={events}
      columns={columns}
      rowLink={eventLink}
      empty={empty}
      card={(event) => (
        <div className="min-w-0">
          <span className="font-medium">{event.title}</span>
          <StatusMark event={event} className="ml-2" />
          {!event.isPublic && <span className="ml-2">{membersOnlyMark}</span>}
          <p className="text-sm text-stone-600">
            {formatEventDates(event.from, event.to)} · {event.venue.name}, {event.venue.city}
          </p>
        </div>
      )}
    />
  );
}
