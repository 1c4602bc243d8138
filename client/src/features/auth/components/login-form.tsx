import { loginInputSchema } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/fields';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRefreshForNewViewer } from '../use-refresh-for-new-viewer';

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const utils = trpc.useUtils();
  const refreshForNewViewer = useRefreshForNewViewer();
  const { run, pending } = useFormAction();
  const form = useZodForm(loginInputSchema, { email: '', password: '' }, (credentials) =>
    run(
      async () => {
        await utils.client.auth.login.mutate(credentials);
        await refreshForNewViewer();
      },
      { success: 'Du er logget ind', to: redirectTo },
    ),
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-4">
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        value={form.values.email}
        error={form.errors.email}
        onChange={(value) => form.setValue('email', value)}
      />
      <TextField
        label="Adgangskode"
        name="password"
        type="password"
        autoComplete="current-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={(value) => form.setValue('password', value)}
      />
      <Button type="submit" disabled={pending} className="w-full">
        Log ind
      </Button>
    </form>
  );
}
