import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import type { ChangePasswordInput } from '../../../../../shared/schemas/profile';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { Button, buttonClass } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useSwitchViewer } from '../../../lib/use-switch-viewer';
import { useMemberActions } from '../use-member-actions';
import { memberFormValues } from './edit-member-page';
import { MemberForm } from './member-form';
import { PasswordForm } from './password-form';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="mb-10 border-t border-stone-200 pt-6">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** "Min profil" (SPEC §2): own details and picture, password, a copy of one's data, and deleting the account (DESIGN.md §5). */
export function ProfilePage({ memberId }: { memberId: number }) {
  const [member, query] = trpc.members.byId.useSuspenseQuery({ id: memberId });
  const utils = trpc.useUtils();
  const switchViewer = useSwitchViewer();
  const { update, pending: saving } = useMemberActions();
  const { run, pending } = useFormAction();
  const conflict = useEditConflict(() => query.refetch());
  const [confirming, setConfirming] = useState(false);

  async function changePassword(input: ChangePasswordInput): Promise<boolean> {
    let changed = false;
    await run(
      async () => {
        await utils.client.profile.changePassword.mutate(input);
        changed = true;
      },
      { success: 'Din adgangskode er ændret', to: false },
    );
    return changed;
  }

  async function deleteAccount() {
    await run(
      async () => {
        await utils.client.members.delete.mutate({ id: member.id });
        // The session went with the account: nothing loaded for this member may be shown again.
        switchViewer(null);
      },
      { success: 'Din konto er slettet', to: '/' },
    );
    setConfirming(false);
  }


  return (
    <>
      <PageHeading title="Min profil" />
      <Section title="Mine oplysninger">
        {conflict.notice}
        <MemberForm
          key={member.updatedAt}
          initialValues={memberFormValues(member)}
          submitLabel="Gem mine oplysninger"
          onSubmit={(input) => update(member, input, conflict.onConflict, false)}
          pending={saving}
        />
      </Section>
      <Section title="Adgangskode">
        <p className="mb-4 max-w-prose text-sm text-stone-600">Når du skifter adgangskode, bliver du logget ud alle andre steder.</p>
        <PasswordForm onSubmit={changePassword} pending={pending} />
      </Section>
      <Section title="Mine data">
        <p className="mb-4 max-w-prose text-sm text-stone-600">Alt, hvad vi har gemt om dig, som en JSON-fil.</p>
        <a href="/api/profile/export" download="mine-data.json" className={buttonClass('secondary')}>
          <Icon name="download" className="size-4" />
          Hent mine data
        </a>
      </Section>
      <Section title="Slet min konto">
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
      </Section>
    </>
  );
}
