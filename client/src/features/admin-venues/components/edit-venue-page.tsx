import type { Venue } from '../../../../../shared/schemas/venue';
import { DeleteSection } from '../../../components/admin/delete-button';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useVenueActions } from '../use-venue-actions';
import { DeleteVenueButton } from './delete-venue-button';
import { VenueForm, venueAccessFormValues } from '../../../components/admin/venue-form/venue-form';
import { englishFormValues } from '../../../components/form/language-tabs';

/** The venue form's fields, as a stale save names what someone else changed. */
const VENUE_FORM_FIELDS = {
  values: ({ name, address, postalCode, city, countryCode, url, capacity, access, translations }: Venue) => ({
    name,
    address: address ?? '',
    postalCode: postalCode ?? '',
    city,
    countryCode,
    url: url ?? '',
    capacity: capacity ?? null,
    access: venueAccessFormValues(access),
    translations: englishFormValues(['accessNote'], translations),
  }),
  labels: { name: 'Navn', address: 'Adresse', postalCode: 'Postnummer', city: 'By', countryCode: 'Land', url: 'Hjemmeside', capacity: 'Kapacitet', access: 'Tilgængelighed', translations: 'Engelske tekster' },
};

export function EditVenuePage({ venueId, canManage }: { venueId: number; canManage: boolean }) {
  const [venue, query] = trpc.venues.byId.useSuspenseQuery({ id: venueId });
  const { update, pending } = useVenueActions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: venue,
    latest: () => utils.client.venues.byId.query({ id: venueId }),
    reload: () => query.refetch(),
    fields: VENUE_FORM_FIELDS,
  });

  return (
    <>
      <PageHeading title={canManage ? 'Ret spillested' : 'Spillested'} />
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <VenueForm
        // A newer version loaded after a conflict refills the form.
        key={venue.updatedAt}
        initialValues={VENUE_FORM_FIELDS.values(venue)}
        submitLabel="Gem ændringer"
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict)}
        pending={pending}
        readOnly={!canManage}
      />
      {canManage && (
        <DeleteSection>
          <DeleteVenueButton venue={venue} />
        </DeleteSection>
      )}
    </>
  );
}
