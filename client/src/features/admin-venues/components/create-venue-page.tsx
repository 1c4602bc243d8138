import { PageHeading } from '../../../components/ui/page-heading';
import { useVenueActions } from '../use-venue-actions';
import { VenueForm } from '../../../components/admin/venue-form/venue-form';

export function CreateVenuePage() {
  const { create, pending } = useVenueActions();
  return (
    <>
      <PageHeading title="Opret spillested" />
      <VenueForm submitLabel="Opret spillested" onSubmit={create} pending={pending} />
    </>
  );
}
