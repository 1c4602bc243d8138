import { Button } from '../../../components/ui/button';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { useRefreshForNewViewer } from '../use-refresh-for-new-viewer';

export function LogOutButton() {
  const utils = trpc.useUtils();
  const refreshForNewViewer = useRefreshForNewViewer();
  const { run, pending } = useFormAction();
  const logOut = () =>
    run(
      async () => {
        await utils.client.auth.logOut.mutate();
        await refreshForNewViewer();
      },
      { success: 'Du er logget ud', to: '/' },
    );

  return (
    <Button variant="secondary" onClick={logOut} disabled={pending}>
      Log ud
    </Button>
  );
}
