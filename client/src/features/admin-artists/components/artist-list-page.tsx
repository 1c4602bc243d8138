import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Artist } from '../../../../../shared/schemas/artist';
import { startOfCopenhagenDay } from '../../../../../shared/copenhagen-time';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { allArtistsInput, allEventsInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { DeleteArtistButton } from './delete-artist-button';

/** Ids of the artists with a concert today or later, members-only events included. */
function upcomingArtistIds(events: readonly { to: string; concerts: readonly { artist: { id: number } }[] }[]): Set<number> {
  const today = startOfCopenhagenDay(new Date()).toISOString();
  return new Set(
    events.filter((event) => event.to >= today).flatMap((event) => event.concerts.map((concert) => concert.artist.id)),
  );
}

export function ArtistListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: artists }] = trpc.artists.list.useSuspenseQuery(allArtistsInput);
  const [{ records: events }] = trpc.events.list.useSuspenseQuery(allEventsInput);
  const [query, setQuery] = useState('');
  const upcoming = upcomingArtistIds(events);
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
      <ArtistSection
        title="Med kommende koncerter"
        artists={shown.filter((artist) => upcoming.has(artist.id))}
        empty={emptyListText(query, 'Ingen kunstnere har kommende koncerter.')}
        canManage={canManage}
      />
      <ArtistSection title="Alle" artists={shown} empty={emptyListText(query, 'Der er ingen kunstnere endnu.')} canManage={canManage} />
    </>
  );
}

type ArtistSectionProps = { title: string; artists: readonly Artist[]; empty: string; canManage: boolean };

function ArtistSection({ title, artists, empty, canManage }: ArtistSectionProps) {
  return (
    <section className="mb-10">
      <h2 className="mb-3 text-xl font-semibold">{title}</h2>
      {artists.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-6 text-center text-stone-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-md border border-stone-200 bg-white">
          {artists.map((artist) => (
            <li key={artist.id} className="flex flex-wrap items-center gap-3 px-4 py-3">
              {artist.imageUrl && <img src={artist.imageUrl} alt="" className="size-12 shrink-0 rounded-md object-cover" />}
              <div className="min-w-0 flex-1">
                <Link
                  to="/admin/artists/$artistId/edit"
                  params={{ artistId: artist.id }}
                  className="font-medium text-stone-900 underline-offset-4 hover:underline"
                >
                  {artist.name}
                </Link>
                <p className="text-sm text-stone-600">{artist.genres.map((genre) => genre.name).join(', ')}</p>
              </div>
              {canManage && <DeleteArtistButton artist={artist} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
