import { type ChangePasswordInput, changePasswordInputSchema } from '../../../../../shared/schemas/profile';
import { useSchemaForm } from '../../../components/form/use-schema-form';

const empty: ChangePasswordInput = { currentPassword: '', password: '', passwordConfirmation: '' };

/** A new password, with the current one (PUT /api/profile/password). Emptied once it is changed. */
export function PasswordForm({ onSubmit, pending }: { onSubmit: (input: ChangePasswordInput) => Promise<boolean>; pending: boolean }) {
  const form = useSchemaForm({
    schema: changePasswordInputSchema,
    defaultValues: empty,
    onSubmit: async (input) => {
      if (await onSubmit(input)) form.reset();
    },
  });

  return (
    <form.AppForm>
      <form.Form className="max-w-lg" warnOnLeave>
        <form.AppField name="currentPassword">
          {(field) => <field.TextField label="Nuværende adgangskode" type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="password">{(field) => <field.TextField label="Ny adgangskode" type="password" autoComplete="new-password" />}</form.AppField>
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
