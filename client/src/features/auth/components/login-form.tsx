import { loginInputSchema } from '../../../../../shared/schemas/auth';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useFormAction } from '../../../lib/form-action';
import { useApi } from '../../../lib/api';
import { useSwitchViewer } from '../../../lib/use-switch-viewer';

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const api = useApi();
  const switchViewer = useSwitchViewer();
  const { run, pending } = useFormAction();
  const form = useSchemaForm({
    schema: loginInputSchema,
    defaultValues: { email: '', password: '' },
    onSubmit: (credentials) =>
      run(
        async () => {
          switchViewer(await api.auth.login.mutate(credentials));
        },
        { success: 'Du er logget ind', to: redirectTo },
      ),
  });

  return (
    <form.AppForm>
      <form.Form postsWithoutScripts>
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
