import { type RegisterInput, registerInputSchema } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/fields';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRefreshForNewViewer } from '../use-refresh-for-new-viewer';

const emptyRegistration: RegisterInput = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirm: '',
  // Consent to appear on the public pages is opt-in (DESIGN.md §5).
  publicConsent: false,
};

const textFields = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'Fornavn', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Efternavn', type: 'text', autoComplete: 'family-name' },
  { name: 'password', label: 'Adgangskode', type: 'password', autoComplete: 'new-password' },
  { name: 'passwordConfirm', label: 'Gentag adgangskode', type: 'password', autoComplete: 'new-password' },
] as const;

export function RegisterForm() {
  const utils = trpc.useUtils();
  const refreshForNewViewer = useRefreshForNewViewer();
  const { run, pending } = useFormAction();
  const form = useZodForm(registerInputSchema, emptyRegistration, (registration) =>
    run(
      async () => {
        await utils.client.auth.register.mutate(registration);
        await refreshForNewViewer();
      },
      // The new member is logged in but not approved: /admin shows that the membership awaits approval.
      { success: 'Tak for din tilmelding', to: '/admin' },
    ),
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-4">
      {textFields.map(({ name, ...input }) => (
        <TextField key={name} {...input} {...form.field(name)} />
      ))}
      <CheckboxField
        label="Vis mig på foreningens offentlige sider"
        name="publicConsent"
        checked={form.values.publicConsent ?? false}
        onChange={(checked) => form.setValue('publicConsent', checked)}
      />
      <Button type="submit" disabled={pending} className="w-full">
        Bliv medlem
      </Button>
    </form>
  );
}
