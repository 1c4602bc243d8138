import { useFormAction } from '../../lib/form-action';
import { useApi } from '../../lib/api';
import type { Registration } from './components/register-form';
import { useSwitchViewer } from '../../lib/use-switch-viewer';

/** Registers and logs the new member in (docs/rendering.md's form action). */
export function useRegister() {
  const api = useApi();
  const switchViewer = useSwitchViewer();
  const { run, pending } = useFormAction();
  return {
    pending,
    register: (registration: Registration) =>
      run(
        async () => {
          switchViewer(await api.auth.register.mutate(registration));
        },
        // The new member is logged in but not approved: /admin shows that the membership awaits approval.
        { success: 'Tak for din tilmelding', to: '/admin' },
      ),
  };
}
