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
      <TextField label="E-mail" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Adgangskode" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" disabled={pending} className="w-full">
        Log ind
      </Button>
    </form>
  );
}
