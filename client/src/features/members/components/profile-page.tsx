import type { ChangePasswordInput } from '../../../../../shared/schemas/profile';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { OwnData } from '../../../components/account/own-data';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useMemberActions } from '../use-member-actions';
import { memberFormValues } from './edit-member-page';
import { MemberForm } from './member-form';
import { PasswordForm } from './password-form';

/** The consent given when registering, to change at any time (DESIGN.md §5); saved as it is ticked. */
function PublicConsentToggle() {
  const [{ publicConsent }] = trpc.profile.consent.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const change = (next: boolean) =>
    run(
      async () => {
        utils.profile.consent.setData(undefined, await utils.client.profile.setConsent.mutate({ publicConsent: next }));
      },
      { success: next ? 'Du vises nu på foreningens sider' : 'Du vises ikke længere på foreningens sider', to: false },
    );
  return (
    <label className="flex max-w-prose items-start gap-3">
      <input
        type="checkbox"
        checked={publicConsent}
        disabled={pending}
        onChange={(event) => void change(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-amber-500"
      />
      <span>
        Vis mig på foreningens offentlige sider
        <span className="block text-sm text-stone-600">Dit navn, billede og dine hold, på forsiden og under Om os.</span>
      </span>
    </label>
  );
}

/**
 * "Min profil" (SPEC §2): own details and picture, whether to be shown publicly, password, a copy
 * of one's data, and deleting the account (DESIGN.md §5).
 */
export function ProfilePage({ memberId }: { memberId: number }) {
  const [member, query] = trpc.members.byId.useSuspenseQuery({ id: memberId });
  const utils = trpc.useUtils();
  const { update, pending: saving } = useMemberActions();
  const { run, pending } = useFormAction();
  const conflict = useEditConflict(() => query.refetch());

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

  return (
    <>
      <PageHeading title="Min profil" />
      <PageSection title="Mine oplysninger">
        {conflict.notice}
        <MemberForm
          key={member.updatedAt}
          initialValues={memberFormValues(member)}
          submitLabel="Gem mine oplysninger"
          onSubmit={(input) => update(member, input, conflict.onConflict, false)}
          pending={saving}
        />
      </PageSection>
      <PageSection title="Synlighed">
        <PublicConsentToggle />
      </PageSection>
      <PageSection title="Adgangskode">
        <p className="mb-4 max-w-prose text-sm text-stone-600">Når du skifter adgangskode, bliver du logget ud alle andre steder.</p>
        <PasswordForm onSubmit={changePassword} pending={pending} />
      </PageSection>
      <OwnData memberId={member.id} />
    </>
  );
}
