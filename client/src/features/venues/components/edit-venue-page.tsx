import { skipToken } from '@tanstack/react-query';
import type { Venue } from '../../../../../shared/schemas/venue';
import { PageHeading } from '../../../components/ui/page-heading';
import { formatDateTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';
import { useVenueActions } from '../use-venue-actions';
import { DeleteVenueButton } from './delete-venue-button';
import { VenueForm } from './venue-form';

export function EditVenuePage({ venueId, canManage }: { venueId: number; canManage: boolean }) {
  const [venue] = trpc.venues.byId.useSuspenseQuery({ id: venueId });
  const { update, pending } = useVenueActions();
  const { name, city, countryCode } = venue;

  return (
    <>
      <PageHeading title={canManage ? 'Ret spillested' : 'Spillested'}>
        {canManage && <DeleteVenueButton venue={venue} />}
      </PageHeading>
      <LastUpdated venue={venue} />
      <VenueForm
        initialValues={{ name, city, countryCode }}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(venue.id, input)}
        pending={pending}
        readOnly={!canManage}
      />
    </>
  );
}

function LastUpdated({ venue }: { venue: Venue }) {
  // Optional: the updater may have been deleted since, and the page is useful without the name.
  const updater = trpc.members.byId.useQuery(venue.updatedBy ? { id: venue.updatedBy } : skipToken);
  const when = formatDateTime(venue.updatedAt);
  return (
    <p className="mb-6 text-sm text-stone-600">
      {updater.data
        ? `Senest opdateret af ${updater.data.firstName} ${updater.data.lastName}, ${when}`
        : `Senest opdateret ${when}`}
    </p>
  );
}
