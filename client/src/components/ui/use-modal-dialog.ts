import { useEffect, useRef } from 'react';

/**
 * A native <dialog> opened as a modal while `open`: the browser traps focus. Focus goes to the first
 * element `firstFocus` selects, if given, and back to what had it before once the dialog closes,
 * also when the dialog is unmounted rather than closed (the browser restores it only on close).
 */
export function useModalDialog(open: boolean, firstFocus?: string) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!open) {
      if (dialog?.open) dialog.close();
      return;
    }
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : undefined;
    if (dialog && !dialog.open) dialog.showModal();
    if (firstFocus) dialog?.querySelector<HTMLElement>(firstFocus)?.focus();
    return () => opener?.focus();
  }, [open, firstFocus]);
  return ref;
}
