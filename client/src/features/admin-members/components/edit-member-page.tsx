import type { Member } from '../../../../../shared/schemas/member';
import { DeleteButton, DeleteSection } from '../../../components/admin/delete-button';
import { useEditConflict } from '../../../components/admin/edit-conflict';
import { LastUpdated } from '../../../components/admin/last-updated';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { MEMBERS_PATH } from '../member-queries';
import { memberRules } from '../member-rules';
import { useMemberActions } from '../use-member-actions';
import { MemberForm } from './member-form';

/** The form's values from a member as the API shows it. */
export const memberFormValues = (member: Member) => ({
  firstName: member.firstName,
  lastName: member.lastName,
  email: member.email ?? '',
  specialRole: member.specialRole ?? '',
  profilePictureUrl: member.profilePictureUrl ?? '',
  memberTeams: member.teams.map((team) => team.id),
});

/** The member form's fields, as a stale save names what someone else changed. */
export const MEMBER_FORM_FIELDS = {
  values: memberFormValues,
  labels: {
    firstName: 'Fornavn',
    lastName: 'Efternavn',
    email: 'E-mail',
    specialRole: 'Særlig rolle',
    profilePictureUrl: 'Profilbillede',
    memberTeams: 'Udvalg',
  },
};

/** Whether the address answered its link: an approver sees whether the registration's address is the member's (docs/permissions.md). */
export function emailState(member: Pick<Member, 'emailVerified' | 'pendingEmail'>): string {
  const state = member.emailVerified ? 'E-mailadressen er bekræftet.' : 'E-mailadressen er ikke bekræftet endnu.';
  return member.pendingEmail ? `${state} En ny adresse venter på bekræftelse: ${member.pendingEmail}.` : state;
}

export function EditMemberPage({ memberId, viewer }: { memberId: number; viewer: Member }) {
  const [member, query] = trpc.members.byId.useSuspenseQuery({ id: memberId });
  const [{ records: teams }] = trpc.teams.list.useSuspenseQuery({ per_page: 0 });
  const { approve, update, remove, pending } = useMemberActions();
  const utils = trpc.useUtils();
  const conflict = useEditConflict({
    loaded: member,
    latest: () => utils.client.members.byId.query({ id: memberId }),
    reload: () => query.refetch(),
    fields: MEMBER_FORM_FIELDS,
  });
  const rules = memberRules(viewer, member);
  const name = `${member.firstName} ${member.lastName}`;

  return (
    <>
      <PageHeading title={name}>
        {rules.canApprove && (
          <Button onClick={() => approve(member)} disabled={pending}>
            Godkend
          </Button>
        )}
      </PageHeading>
      {!member.active && <p className="mb-4 font-medium text-amber-800">Venter på godkendelse.</p>}
      {member.emailVerified !== undefined && <p className="mb-4 text-sm text-stone-700">{emailState(member)}</p>}
      <LastUpdated record={conflict.base} />
      {conflict.notice}
      <MemberForm
        // A newer version loaded after a conflict refills the form.
        key={member.updatedAt}
        initialValues={memberFormValues(member)}
        submitLabel="Gem ændringer"
        // A member waiting for approval stays on the page after a save, where "Godkend" is.
        onSubmit={(input) => update(conflict.base, input, conflict.onConflict, member.active ? MEMBERS_PATH : false)}
        pending={pending}
        readOnly={!rules.canEdit}
        teams={teams}
        mayGrant={rules.mayGrant}
        canSetSpecialRole={rules.canSetSpecialRole}
        canChangeEmail={rules.canChangeEmail}
      />
      {rules.canDelete && (
        <DeleteSection>
          <DeleteButton name={name} label="Slet medlem" onDelete={() => remove(member.id)} pending={pending}>
            Medlemmet og alt, der er gemt om det, slettes for altid. Det, medlemmet har oprettet, bliver stående.
          </DeleteButton>
        </DeleteSection>
      )}
    </>
  );
}
