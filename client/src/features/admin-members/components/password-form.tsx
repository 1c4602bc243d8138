import { type ChangePasswordInput, changePasswordInputSchema } from '../../../../../shared/schemas/profile';
import { PASSWORD_HINT } from '../../../components/form/password-hint';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import type { Refusal } from '../../../lib/form-action';

const empty: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

type PasswordFormProps = { onSubmit: (input: ChangePasswordInput) => Promise<Refusal | undefined>; pending: boolean };

/** A new password, with the current one (PUT /api/profile/password). Emptied once it is changed. */
export function PasswordForm({ onSubmit, pending }: PasswordFormProps) {
  const form = useSchemaForm({
    schema: changePasswordInputSchema,
    defaultValues: empty,
    onSubmit: async (input) => {
      const refusal = await onSubmit(input);
      if (!refusal) form.reset();
      return refusal;
    },
  });

  return (
    <form.AppForm>
      <form.Form className="max-w-lg" warnOnLeave>
        <form.AppField name="currentPassword">
          {(field) => <field.TextField label="Nuværende adgangskode" type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.TextField label="Ny adgangskode" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />}</form.AppField>
        <form.AppField name="passwordConfirmation">
          {(field) => <field.TextField label="Gentag ny adgangskode" type="password" autoComplete="new-password" />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="mt-1">
          Skift adgangskode
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
