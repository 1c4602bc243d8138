import { useState } from 'react';
import type { Venue } from '../../../../../shared/schemas/venue';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useVenueActions } from '../use-venue-actions';

export function DeleteVenueButton({ venue }: { venue: Pick<Venue, 'id' | 'name'> }) {
  const [confirming, setConfirming] = useState(false);
  const { remove, pending } = useVenueActions();

  async function confirm() {
    try {
      await remove(venue.id);
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        Slet<span className="sr-only"> {venue.name}</span>
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Slet ${venue.name}?`}
        confirmLabel="Slet"
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        Spillestedet slettes for altid. Det kan ikke slettes, hvis et event bruger det.
      </ConfirmDialog>
    </>
  );
}
