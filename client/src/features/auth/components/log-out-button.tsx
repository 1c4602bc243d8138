import { Button } from '../../../components/ui/button';
import { useFormAction } from '../../../lib/form-action';
import { useApi } from '../../../lib/api';
import { useSwitchViewer } from '../../../lib/use-switch-viewer';

export function LogOutButton() {
  const api = useApi();
  const switchViewer = useSwitchViewer();
  const { run, pending } = useFormAction();
  const logOut = () =>
    run(
      async () => {
        await api.auth.logOut.mutate();
        switchViewer(null);
      },
      { success: 'Du er logget ud', to: '/' },
    );

  return (
    <Button variant="secondary" onClick={logOut} disabled={pending}>
      Log ud
    </Button>
  );
}
