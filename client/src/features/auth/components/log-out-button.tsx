import { Button } from '../../../components/ui/button';
import { useFormAction } from '../../../lib/form-action';
import { useApi } from '../../../lib/api';
import { useForgetViewer } from '../../../lib/use-forget-viewer';

export function LogOutButton() {
  const api = useApi();
  const forgetViewer = useForgetViewer();
  const { run, pending } = useFormAction();
  const logOut = () =>
    run(
      async () => {
        await api.auth.logOut.mutate();
        forgetViewer();
      },
      { success: 'Du er logget ud', to: '/' },
    );

  return (
    <Button variant="secondary" onClick={logOut} disabled={pending}>
      Log ud
    </Button>
  );
}
