import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useVenueActions } from '../use-venue-actions';
import { DeleteVenueButton } from './delete-venue-button';
import { VenueForm } from '../../../components/admin/venue-form/venue-form';

export function EditVenuePage({ venueId, canManage }: { venueId: number; canManage: boolean }) {
  const [venue, query] = trpc.venues.byId.useSuspenseQuery({ id: venueId });
  const { update, pending } = useVenueActions();
  const conflict = useEditConflict(() => query.refetch());
  const { name, city, countryCode } = venue;

  return (
    <>
      <PageHeading title={canManage ? 'Ret spillested' : 'Spillested'}>
        {canManage && <DeleteVenueButton venue={venue} />}
      </PageHeading>
      <LastUpdated record={venue} />
      {conflict.notice}
      <VenueForm
        // A newer version loaded after a conflict refills the form.
        key={venue.updatedAt}
        initialValues={{ name, city, countryCode }}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(venue, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
    </>
  );
}
