import { useStore } from '@tanstack/react-form';
import { useBlocker } from '@tanstack/react-router';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { useFormContext } from './form-context';

/**
 * Leaving a form with changes not saved asks first: in-app links through the router's blocker,
 * closing or reloading the tab through the browser's own beforeunload prompt. A save in progress
 * leaves freely, since a successful save navigates on.
 */
export function LeaveGuard() {
  const form = useFormContext();
  const unsaved = useStore(form.store, (state) => !state.isDefaultValue && !state.isSubmitting);
  const blocker = useBlocker({
    shouldBlockFn: () => !form.state.isDefaultValue && !form.state.isSubmitting,
    enableBeforeUnload: () => unsaved,
    withResolver: true,
  });

  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title="Forlad siden uden at gemme?"
      confirmLabel="Forlad siden"
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      Du har ændringer, der ikke er gemt. De går tabt, hvis du forlader siden nu.
    </ConfirmDialog>
  );
}
