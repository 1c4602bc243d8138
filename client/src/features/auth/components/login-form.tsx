import { loginInputSchema } from '../../../../../shared/schemas/auth';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useRefreshForNewViewer } from '../use-refresh-for-new-viewer';

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const utils = trpc.useUtils();
  const refreshForNewViewer = useRefreshForNewViewer();
  const { run, pending } = useFormAction();
  const form = useSchemaForm({
    schema: loginInputSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: (credentials) =>
      run(
        async () => {
          await utils.client.auth.login.mutate(credentials);
          await refreshForNewViewer();
        },
        { success: 'Du er logget ind', to: redirectTo },
      ),
  });

  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" autoComplete="email" />}
        </form.AppField>
        <form.AppField name="password">
          {(field) => <field.TextField label="Adgangskode" type="password" autoComplete="current-password" />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="w-full">
          Log ind
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
