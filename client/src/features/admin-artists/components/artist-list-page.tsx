import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Artist } from '../../../../../shared/schemas/artist';
import { startOfCopenhagenDay } from '../../../../../shared/copenhagen-time';
import type { Event } from '../../../../../shared/schemas/event';
import { type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { allArtistsInput, allEventsInput } from '../../../lib/admin-queries';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

type NextConcert = { from: string; eventTitle: string };

/**
 * Each artist's earliest concert at an event still upcoming (until the end of its last day in
 * Copenhagen), members-only events included. Artists without one are not in the map.
 */
function nextConcerts(events: readonly Event[]): Map<number, NextConcert> {
  const today = startOfCopenhagenDay(new Date()).toISOString();
  const next = new Map<number, NextConcert>();
  for (const event of events) {
    if (event.to < today) continue;
    for (const concert of event.concerts) {
      const known = next.get(concert.artist.id);
      if (!known || concert.from < known.from) next.set(concert.artist.id, { from: concert.from, eventTitle: event.title });
    }
  }
  return next;
}

/**
 * Which artists the list shows, kept in the address (?vis=kommende) across a reload. All by default: an
 * artist just made has no concert yet and would seem lost from a list of those with one.
 */
export type ArtistListView = 'kommende' | 'alle';

const views: { view: ArtistListView; label: string; listLabel: string; empty: string }[] = [
  { view: 'kommende', label: 'Med kommende koncerter', listLabel: 'Kunstnere med kommende koncerter', empty: 'Ingen kunstnere har kommende koncerter.' },
  { view: 'alle', label: 'Alle', listLabel: 'Alle kunstnere', empty: 'Der er ingen kunstnere endnu.' },
];

/** "Med kommende koncerter" | "Alle": links, so each view has its address and works without JavaScript. */
function ViewSwitch() {
  return (
    <div role="group" aria-label="Vis kunstnere" className="mb-4 inline-flex rounded-lg border border-stone-300 bg-white p-1">
      {views.map(({ view, label }) => (
        <Link
          key={view}
          to="/admin/artists"
          search={view === 'kommende' ? { vis: 'kommende' } : {}}
          // The search must match as a whole: otherwise the link without one is current on both views.
          activeOptions={{ exact: true }}
          className="inline-flex min-h-11 items-center rounded-md px-4 text-sm font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent-strong aria-[current=page]:bg-accent-tint aria-[current=page]:text-stone-950"
        >
          {label}
        </Link>
      ))}
    </div>
  );
}

export function ArtistListPage({ canManage, view }: { canManage: boolean; view: ArtistListView }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  const [{ records: events }] = trpc.events.list.useSuspenseQuery(allEventsInput);
  const [query, setQuery] = useState('');
  const next = nextConcerts(events);
  const shown = artists.filter(
    (artist) => (view === 'alle' || next.has(artist.id)) && matchesSearch(query, artist.name, ...artist.genres.map((genre) => genre.name)),
  );
  const { listLabel, empty } = views.find((candidate) => candidate.view === view)!;

  return (
    <>
      <PageHeading title="Kunstnere">
        {canManage && (
          <Link to="/admin/artists/create" className={buttonClass()}>
            Opret kunstner
          </Link>
        )}
      </PageHeading>
      <SearchBox label="Søg i kunstnere" value={query} onChange={setQuery} />
      <ViewSwitch />
      <ArtistList label={listLabel} artists={shown} next={next} empty={emptyListText(query, empty)} />
    </>
  );
}

const genreNames = (artist: Artist) => artist.genres.map((genre) => genre.name).join(', ');

const artistLink = (artist: Artist) => ({ to: '/admin/artists/$artistId/edit', params: { artistId: artist.id } }) as const;

function ArtistPicture({ artist, size }: { artist: Artist; size: 'size-10' | 'size-12' }) {
  return artist.imageUrl ? <img src={artist.imageUrl} alt="" className={`${size} shrink-0 rounded-md object-cover`} /> : null;
}

/** "lørdag 14. marts 2026" over "kl. 20.00 · Forårsstøj", or that there is none. */
function NextConcertText({ concert }: { concert: NextConcert | undefined }) {
  if (!concert) return <span className="text-stone-600">Ingen planlagt</span>;
  return (
    <>
      <span className="block whitespace-nowrap">{formatDate(concert.from)}</span>
      <span className="block text-stone-600">
        kl. {formatTime(concert.from)} · {concert.eventTitle}
      </span>
    </>
  );
}

type ArtistListProps = { label: string; artists: readonly Artist[]; next: ReadonlyMap<number, NextConcert>; empty: string };

function ArtistList({ label, artists, next, empty }: ArtistListProps) {
  const columns: RecordColumn<Artist>[] = [
    {
      header: 'Navn',
      rowHeader: true,
      cell: (artist) => (
        <span className="flex items-center gap-3">
          <ArtistPicture artist={artist} size="size-10" />
          {artist.name}
        </span>
      ),
    },
    { header: 'Genrer', cell: genreNames },
    { header: 'Næste koncert', cell: (artist) => <NextConcertText concert={next.get(artist.id)} /> },
  ];

  return (
    <RecordList
      label={label}
      records={artists}
      columns={columns}
      rowLink={artistLink}
      empty={empty}
      card={(artist) => {
        const concert = next.get(artist.id);
        return (
          <>
            <ArtistPicture artist={artist} size="size-12" />
            <div className="min-w-0 flex-1">
              <p className="font-medium">{artist.name}</p>
              <p className="text-sm text-stone-600">{genreNames(artist)}</p>
              {concert && (
                <p className="text-sm text-stone-600">
                  Næste koncert: {formatDateTime(concert.from)}
                </p>
              )}
            </div>
          </>
        );
      }}
    />
  );
}
