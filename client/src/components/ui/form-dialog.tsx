import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';

type FormDialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/**
 * A modal holding a form of its own, e.g. a venue created from the event form. It is rendered at the
 * end of <body>: a form may not sit inside another form.
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (open && !dialog?.open) dialog?.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto max-h-[calc(100%-2rem)] w-[min(40rem,calc(100%-2rem))] rounded-lg p-6 shadow-xl backdrop:bg-stone-950/50"
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
