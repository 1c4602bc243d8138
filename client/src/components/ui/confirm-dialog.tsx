import { type ReactNode, useId } from 'react';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A native modal <dialog>: the browser traps focus, closes on Escape and restores focus afterwards. */
export function ConfirmDialog({ open, title, children, confirmLabel, pending, onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      // Light wherever it opens: inside a dialog at the end of <body>, or on the dark public site.
      className="m-auto w-[min(28rem,calc(100%-2rem))] rounded-lg bg-white p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="mt-2 text-stone-700">{children}</div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={pending} autoFocus>
          Annuller
        </Button>
        <Button variant="danger" onClick={onConfirm} disabled={pending}>
          {confirmLabel}
        </Button>
      </div>
    </dialog>
  );
}
