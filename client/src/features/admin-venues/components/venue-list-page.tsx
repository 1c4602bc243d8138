import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countryName } from '../../../../../shared/countries';
import type { Venue } from '../../../../../shared/schemas/venue';
import { type RecordColumn, RecordList } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { venueListInput } from '../venue-queries';

/** The venue's screen: to edit for those who may, to look at for everyone else. */
const venueLink = (venue: Venue) => ({ to: '/admin/venues/$venueId/edit', params: { venueId: venue.id } }) as const;

export function VenueListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(venueListInput);
  const [query, setQuery] = useState('');
  const shown = venues.filter((venue) => matchesSearch(query, venue.name, venue.city, countryName(venue.countryCode)));
  const columns: RecordColumn<Venue>[] = [
    { header: 'Navn', rowHeader: true, cell: (venue) => venue.name },
    { header: 'By', cell: (venue) => venue.city },
    { header: 'Land', cell: (venue) => countryName(venue.countryCode) },
  ];

  return (
    <>
      <PageHeading title="Spillesteder">
        {canManage && (
          <Link to="/admin/venues/create" className={buttonClass()}>
            Opret spillested
          </Link>
        )}
      </PageHeading>
      <SearchBox label="Søg i spillesteder" value={query} onChange={setQuery} />
      <RecordList
        label="Spillesteder"
        records={shown}
        columns={columns}
        rowLink={venueLink}
        empty={emptyListText(query, 'Der er ingen spillesteder endnu.')}
        card={(venue) => (
          <div className="min-w-0">
            <p className="font-medium">{venue.name}</p>
            <p className="text-sm text-stone-600">
              {venue.city}, {countryName(venue.countryCode)}
            </p>
          </div>
        )}
      />
    </>
  );
}
