import { type ReactNode, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { ConfirmDialog } from './confirm-dialog';
import { useModalDialog } from './use-modal-dialog';

type FormDialogProps = { open: boolean; title: string; onClose: () => void; children: ReactNode };

/** The first control a person fills in, not the dialog's own Annuller. */
const FIRST_FIELD = 'form input:not([type="hidden"]), form select, form textarea, form [contenteditable="true"]';

/**
 * A modal holding a form of its own, e.g. a venue created from the event form. It is rendered at the
 * end of <body>: a form may not sit inside another form. It opens on the form's first field and
 * gives focus back to what opened it; closing it over typed work (Escape, Annuller) asks first,
 * as leaving a page does (docs/screens.md: nothing typed is lost).
 */
export function FormDialog({ open, title, onClose, children }: FormDialogProps) {
  const ref = useModalDialog(open, FIRST_FIELD);
  const titleId = useId();
  const [asking, setAsking] = useState(false);

  // The form marks itself while it holds changes not saved (components/form/schema-form-element.tsx).
  const requestClose = () => (ref.current?.querySelector('form[data-unsaved]') ? setAsking(true) : onClose());

  if (!open) return null;
  return createPortal(
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        requestClose();
      }}
      className="m-auto max-h-[calc(100%-2rem)] w-[min(40rem,calc(100%-2rem))] rounded-lg bg-stone-50 p-6 text-stone-900 shadow-xl backdrop:bg-stone-950/50"
    >
      <div className="mb-4 flex items-start justify-between gap-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <Button variant="secondary" onClick={requestClose}>
          Annuller
        </Button>
      </div>
      {children}
      <ConfirmDialog
        open={asking}
        title="Luk uden at gemme?"
        confirmLabel="Luk"
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      >
        Det, du har skrevet her, går tabt.
      </ConfirmDialog>
    </dialog>,
    document.body,
  );
}
