import type { ReactNode } from 'react';
import type { ChangePasswordInput } from '../../../../../shared/schemas/profile';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { EmailVerificationNotice } from '../../../components/account/email-verification-notice';
import { OwnData } from '../../../components/account/own-data';
import { PublicConsentToggle } from '../../../components/account/public-consent-toggle';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useMemberActions } from '../use-member-actions';
import { MEMBER_FORM_FIELDS, memberFormValues } from './edit-member-page';
import { MemberForm } from './member-form';
import { PasswordForm } from './password-form';

/**
 * "Min profil" (docs/product.md): own details and picture, whether to be shown publicly, password, a copy
 * of one's data, and deleting the account (docs/permissions.md). `children` are the sections other
 * features add (API-nøgler), before the member's own data and the account's deletion.
 */
export function ProfilePage({ memberId, children }: { memberId: number; children?: ReactNode }) {
  const [member, query] = trpc.members.byId.useSuspenseQuery({ id: memberId });
  const [{ publicConsent }] = trpc.profile.consent.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { update, pending: saving } = useMemberActions();
  const { run, pending } = useFormAction();
  const conflict = useEditConflict({
    loaded: member,
    latest: () => utils.client.members.byId.query({ id: memberId }),
    reload: () => query.refetch(),
    fields: MEMBER_FORM_FIELDS,
  });

  // The server deleted every API token with the old password: the list below must say so.
  const changePassword = (input: ChangePasswordInput) =>
    run(
      async () => {
        await utils.client.profile.changePassword.mutate(input);
        await utils.apiTokens.list.invalidate();
      },
      { success: 'Din adgangskode er ændret', to: false },
    );

  return (
    <>
      <PageHeading title="Min profil" />
      <PageSection title="Mine oplysninger">
        <EmailVerificationNotice member={member} onChanged={() => query.refetch()} />
        {conflict.notice}
        <MemberForm
          key={member.updatedAt}
          initialValues={memberFormValues(member)}
          submitLabel="Gem mine oplysninger"
          onSubmit={(input) => update(conflict.base, input, conflict.onConflict, false)}
          pending={saving}
        />
      </PageSection>
      <PageSection title="Synlighed">
        <PublicConsentToggle initial={publicConsent} onSaved={(saved) => utils.profile.consent.setData(undefined, { publicConsent: saved })} />
      </PageSection>
      <PageSection title="Adgangskode">
        <p className="mb-4 max-w-prose text-sm text-stone-600">Når du skifter adgangskode, bliver du logget ud alle andre steder, og alle dine API-nøgler slettes.</p>
        <PasswordForm onSubmit={changePassword} pending={pending} />
      </PageSection>
      {children}
      <OwnData memberId={member.id} />
    </>
  );
}
