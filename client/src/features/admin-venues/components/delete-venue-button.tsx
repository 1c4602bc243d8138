import type { Venue } from '../../../../../shared/schemas/venue';
import { DeleteButton } from '../../../components/admin/delete-button';
import { useVenueActions } from '../use-venue-actions';

export function DeleteVenueButton({ venue }: { venue: Pick<Venue, 'id' | 'name'> }) {
  const { remove, pending } = useVenueActions();
  return (
    <DeleteButton name={venue.name} label="Slet spillested" onDelete={() => remove(venue.id)} pending={pending}>
      Spillestedet slettes for altid. Det kan ikke slettes, hvis et event bruger det.
    </DeleteButton>
  );
}
