import { type ReactNode, useId } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { useModalDialog } from './use-modal-dialog';

type FormDialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * A modal holding a form of its own, e.g. a venue created from the event form. It is rendered at the
 * end of <body>: a form may not sit inside another form.
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100%-2rem)] w-[min(40rem,calc(100%-2rem))] rounded-lg bg-stone-50 p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          Annuller
        </Button>
      </div>
      {children}
    </dialog>,
    document.body,
  );
}
