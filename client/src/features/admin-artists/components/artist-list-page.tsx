import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Artist } from '../../../../../shared/schemas/artist';
import { startOfCopenhagenDay } from '../../../../../shared/copenhagen-time';
import type { Event } from '../../../../../shared/schemas/event';
import { ListSection, type RecordColumn, RecordList, recordLinkClass } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { allArtistsInput, allEventsInput } from '../../../lib/admin-queries';
import { formatDate, formatDateTime, formatTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { DeleteArtistButton } from './delete-artist-button';

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

export function ArtistListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  const [{ records: events }] = trpc.events.list.useSuspenseQuery(allEventsInput);
  const [query, setQuery] = useState('');
  const next = nextConcerts(events);
  const shown = artists.filter((artist) => matchesSearch(query, artist.name, ...artist.genres.map((genre) => genre.name)));

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
      <ListSection title="Med kommende koncerter">
        <ArtistList
          label="Kunstnere med kommende koncerter"
          artists={shown.filter((artist) => next.has(artist.id))}
          next={next}
          empty={emptyListText(query, 'Ingen kunstnere har kommende koncerter.')}
          canManage={canManage}
        />
      </ListSection>
      <ListSection title="Alle">
        <ArtistList
          label="Alle kunstnere"
          artists={shown}
          next={next}
          empty={emptyListText(query, 'Der er ingen kunstnere endnu.')}
          canManage={canManage}
        />
      </ListSection>
    </>
  );
}

const genreNames = (artist: Artist) => artist.genres.map((genre) => genre.name).join(', ');

function ArtistLink({ artist }: { artist: Artist }) {
  return (
    <Link to="/admin/artists/$artistId/edit" params={{ artistId: artist.id }} className={recordLinkClass}>
      {artist.name}
    </Link>
  );
}

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

type ArtistListProps = {
  label: string;
  artists: readonly Artist[];
  next: ReadonlyMap<number, NextConcert>;
  empty: string;
  canManage: boolean;
};

function ArtistList({ label, artists, next, empty, canManage }: ArtistListProps) {
  const columns: RecordColumn<Artist>[] = [
    {
      header: 'Navn',
      rowHeader: true,
      cell: (artist) => (
        <span className="flex items-center gap-3">
          <ArtistPicture artist={artist} size="size-10" />
          <ArtistLink artist={artist} />
        </span>
      ),
    },
    { header: 'Genrer', cell: genreNames },
    { header: 'Næste koncert', cell: (artist) => <NextConcertText concert={next.get(artist.id)} /> },
  ];
  if (canManage) {
    columns.push({ header: 'Handlinger', headerHidden: true, alignEnd: true, cell: (artist) => <DeleteArtistButton artist={artist} /> });
  }

  return (
    <RecordList
      label={label}
      records={artists}
      columns={columns}
      empty={empty}
      card={(artist) => {
        const concert = next.get(artist.id);
        return (
          <>
            <ArtistPicture artist={artist} size="size-12" />
            <div className="min-w-0 flex-1">
              <ArtistLink artist={artist} />
              <p className="text-sm text-stone-600">{genreNames(artist)}</p>
              {concert && (
                <p className="text-sm text-stone-600">
                  Næste koncert: {formatDateTime(concert.from)}
                </p>
              )}
            </div>
            {canManage && <DeleteArtistButton artist={artist} />}
          </>
        );
      }}
    />
  );
}
