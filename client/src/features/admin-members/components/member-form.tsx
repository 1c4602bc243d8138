import { type MemberUpdateInput, memberUpdateInputSchema, type Team } from '../../../../../shared/schemas/member';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { UPLOAD_TARGETS } from '../../../components/form/upload-image';
import { TeamCheckboxes } from './team-checkboxes';

type MemberFormProps = {
  initialValues: MemberUpdateInput;
  submitLabel: string;
  onSubmit: (member: MemberUpdateInput) => Promise<unknown>;
  pending?: boolean;
  readOnly?: boolean;
  /** All teams, or none to leave the member's teams out of the form (Min profil). */
  teams?: Team[];
  mayGrant?: (team: Team) => boolean;
  canSetSpecialRole?: boolean;
  /** False for another member with a team the viewer could not grant (docs/permissions.md). */
  canChangeEmail?: boolean;
};

/** Names, e-mail, special role, picture and teams: the body of PUT /api/members/{id}. */
export function MemberForm({
  initialValues,
  submitLabel,
  onSubmit,
  pending,
  readOnly,
  teams = [],
  mayGrant = () => false,
  canSetSpecialRole,
  canChangeEmail = true,
}: MemberFormProps) {
  const form = useSchemaForm({ schema: memberUpdateInputSchema, defaultValues: initialValues, onSubmit });

  return (
    <form.AppForm>
      <form.Form className="max-w-lg" readOnly={readOnly} warnOnLeave>
        <form.AppField name="profilePictureUrl">
          {(field) => <field.ImageField label="Profilbillede" upload={UPLOAD_TARGETS.memberPicture} previewAlt="Profilbilledet" round />}
        </form.AppField>
        <form.AppField name="firstName">{(field) => <field.TextField label="Fornavn" autoComplete="given-name" />}</form.AppField>
        <form.AppField name="lastName">{(field) => <field.TextField label="Efternavn" autoComplete="family-name" />}</form.AppField>
        <form.AppField name="email">
          {(field) => (
            <field.TextField
              label="E-mail"
              type="email"
              autoComplete="email"
              disabled={!canChangeEmail}
              hint={!readOnly && !canChangeEmail ? 'Medlemmet er i et udvalg, du ikke kan tildele, så e-mailen kan du ikke ændre.' : undefined}
            />
          )}
        </form.AppField>
        {canSetSpecialRole && (
          <form.AppField name="specialRole">
            {(field) => <field.TextField label="Særlig rolle" hint="Fx formand eller kasserer; tom, hvis ingen." />}
          </form.AppField>
        )}
        {teams.length > 0 && <form.AppField name="memberTeams">{() => <TeamCheckboxes teams={teams} mayGrant={mayGrant} />}</form.AppField>}
        {!readOnly && (
          <form.SubmitButton pending={pending} className="mt-1">
            {submitLabel}
          </form.SubmitButton>
        )}
      </form.Form>
    </form.AppForm>
  );
}
