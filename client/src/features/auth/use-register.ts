import { useFormAction } from '../../lib/form-action';
import { useApi } from '../../lib/api';
import type { Registration } from './components/register-form';
import { useForgetViewer } from '../../lib/use-forget-viewer';

/** Registers and logs the new member in (SPEC §8's form action). */
export function useRegister() {
  const api = useApi();
  const forgetViewer = useForgetViewer();
  const { run, pending } = useFormAction();
  return {
    pending,
    register: (registration: Registration) =>
      run(
        async () => {
          await api.auth.register.mutate(registration);
          forgetViewer();
        },
        // The new member is logged in but not approved: /admin shows that the membership awaits approval.
        { success: 'Tak for din tilmelding', to: '/admin' },
      ),
  };
}
