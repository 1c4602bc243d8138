import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countryName } from '../../../../../shared/countries';
import type { Venue } from '../../../../../shared/schemas/venue';
import { type RecordColumn, RecordList, recordLinkClass } from '../../../components/admin/record-list';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { venueListInput } from '../venue-queries';
import { DeleteVenueButton } from './delete-venue-button';

/** The venue's name, linking to its screen: to edit for those who may, to look at for everyone else. */
function VenueLink({ venue }: { venue: Venue }) {
  return (
    <Link to="/admin/venues/$venueId/edit" params={{ venueId: venue.id }} className={recordLinkClass}>
      {venue.name}
    </Link>
  );
}

export function VenueListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(venueListInput);
  const [query, setQuery] = useState('');
  const shown = venues.filter((venue) => matchesSearch(query, venue.name, venue.city, countryName(venue.countryCode)));
  const columns: RecordColumn<Venue>[] = [
    { header: 'Navn', rowHeader: true, cell: (venue) => <VenueLink venue={venue} /> },
    { header: 'By', cell: (venue) => venue.city },
    { header: 'Land', cell: (venue) => countryName(venue.countryCode) },
  ];
  if (canManage) {
    columns.push({ header: 'Handlinger', headerHidden: true, alignEnd: true, cell: (venue) => <DeleteVenueButton venue={venue} /> });
  }

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
        empty={emptyListText(query, 'Der er ingen spillesteder endnu.')}
        card={(venue) => (
          <>
            <div className="min-w-0 flex-1">
              <VenueLink venue={venue} />
              <p className="text-sm text-stone-600">
                {venue.city}, {countryName(venue.countryCode)}
              </p>
            </div>
            {canManage && <DeleteVenueButton venue={venue} />}
          </>
        )}
      />
    </>
  );
}
