import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';
import type { Registration } from './components/register-form';
import { useRefreshForNewViewer } from './use-refresh-for-new-viewer';

/** Registers and logs the new member in (SPEC §8's form action). */
export function useRegister() {
  const utils = trpc.useUtils();
  const refreshForNewViewer = useRefreshForNewViewer();
  const { run, pending } = useFormAction();
  return {
    pending,
    register: (registration: Registration) =>
      run(
        async () => {
          await utils.client.auth.register.mutate(registration);
          await refreshForNewViewer();
        },
        // The new member is logged in but not approved: /admin shows that the membership awaits approval.
        { success: 'Tak for din tilmelding', to: '/admin' },
      ),
  };
}
