import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { countryName } from '../../../../../shared/countries';
import { emptyListText, matchesSearch, SearchBox } from '../../../components/admin/search-box';
import { buttonClass } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { venueListInput } from '../venue-queries';
import { DeleteVenueButton } from './delete-venue-button';

export function VenueListPage({ canManage }: { canManage: boolean }) {
  // The server orders by name in Danish (æ, ø, å after z).
  const [{ records: venues }] = trpc.venues.list.useSuspenseQuery(venueListInput);
  const [query, setQuery] = useState('');
  const shown = venues.filter((venue) => matchesSearch(query, venue.name, venue.city, countryName(venue.countryCode)));

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
      {shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-8 text-center text-stone-600">
          {emptyListText(query, 'Der er ingen spillesteder endnu.')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-stone-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-stone-100 text-stone-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">Navn</th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">By</th>
                <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Land</th>
                {canManage && (
                  <th scope="col" className="px-4 py-3">
                    <span className="sr-only">Handlinger</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {shown.map((venue) => (
                <tr key={venue.id}>
                  <td className="px-4 py-3">
                    <span className="font-medium">{venue.name}</span>
                    {/* On phones the city and country sit under the name instead of in columns of their own. */}
                    <span className="block text-stone-600 sm:hidden">
                      {venue.city}, {countryName(venue.countryCode)}
                    </span>
                  </td>
                  <td className="hidden px-4 py-3 sm:table-cell">{venue.city}</td>
                  <td className="hidden px-4 py-3 sm:table-cell">{countryName(venue.countryCode)}</td>
                  {canManage && (
                    <td className="px-4 py-3">
                      <div className="flex justify-end gap-2">
                        <Link
                          to="/admin/venues/$venueId/edit"
                          params={{ venueId: venue.id }}
                          className={buttonClass('secondary')}
                        >
                          Ret<span className="sr-only"> {venue.name}</span>
                        </Link>
                        <DeleteVenueButton venue={venue} />
                      </div>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
