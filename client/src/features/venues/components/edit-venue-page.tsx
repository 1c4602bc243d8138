import { changedFields, useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useVenueActions } from '../use-venue-actions';
import { DeleteVenueButton } from './delete-venue-button';
import { VenueForm } from '../../../components/admin/venue-form/venue-form';

/** The venue form's fields as its labels name them. */
const VENUE_FIELD_LABELS = { name: 'Navn', city: 'By', countryCode: 'Land' };

export function EditVenuePage({ venueId, canManage }: { venueId: number; canManage: boolean }) {
  const [venue, query] = trpc.venues.byId.useSuspenseQuery({ id: venueId });
  const { update, pending } = useVenueActions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: venue,
    latest: () => utils.client.venues.byId.query({ id: venueId }),
    reload: () => query.refetch(),
    changes: (before, after) => changedFields(VENUE_FIELD_LABELS, before, after),
  });
  const { name, city, countryCode } = venue;

  return (
    <>
      <PageHeading title={canManage ? 'Ret spillested' : 'Spillested'}>
        {canManage && <DeleteVenueButton venue={venue} />}
      </PageHeading>
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <VenueForm
        // A newer version loaded after a conflict refills the form.
        key={venue.updatedAt}
        initialValues={{ name, city, countryCode }}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
    </>
  );
}
