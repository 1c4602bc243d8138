import { useState } from 'react';
import { useApi } from '../../lib/api';
import { useFormAction } from '../../lib/form-action';
import { useSwitchViewer } from '../../lib/use-switch-viewer';
import { Icon } from '../icon/icon';
import { Button, buttonClass } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { PageSection } from '../ui/page-section';

/**
 * A member's own data: a copy of all of it, and deleting the account (docs/permissions.md). Offered in
 * "Min profil" and to a member still awaiting approval, who may do nothing else.
 */
export function OwnData({ memberId }: { memberId: number }) {
  const api = useApi();
  const switchViewer = useSwitchViewer();
  const { run, pending } = useFormAction();
  const [confirming, setConfirming] = useState(false);

  async function deleteAccount() {
    await run(
      async () => {
        await api.members.delete.mutate({ id: memberId });
        // The session went with the account: nothing loaded for this member may be shown again.
        switchViewer(null);
      },
      { success: 'Din konto er slettet', to: '/' },
    );
    setConfirming(false);
  }

  return (
    <>
      <PageSection title="Mine data">
        <p className="mb-4 max-w-prose text-sm text-stone-600">Alt, hvad vi har gemt om dig, som en JSON-fil.</p>
        <a href="/api/profile/export" download="mine-data.json" className={buttonClass('secondary')}>
          <Icon name="download" className="size-4" />
          Hent mine data
        </a>
      </PageSection>
      <PageSection title="Slet min konto">
        <p className="mb-4 max-w-prose text-sm text-stone-600">
          Din konto og alt, der er gemt om dig, slettes for altid, og du bliver logget ud. Det, du har oprettet, bliver stående.
        </p>
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Slet min konto
        </Button>
        <ConfirmDialog
          open={confirming}
          title="Slet din konto?"
          confirmLabel="Slet min konto"
          pending={pending}
          onConfirm={deleteAccount}
          onCancel={() => setConfirming(false)}
        >
          Din konto slettes for altid, og du bliver logget ud. Det kan ikke fortrydes.
        </ConfirmDialog>
      </PageSection>
    </>
  );
}
