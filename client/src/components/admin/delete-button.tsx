import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type DeleteButtonProps = {
  /** What is deleted, as people know it: "Loppen". */
  name: string;
  /**
   * The button's words on an edit screen, which names the record already: "Slet kunstner". Without
   * it the button says "Slet" and, to a screen reader, the name.
   */
  label?: string;
  /** What deleting means, shown in the confirmation. */
  children: ReactNode;
  onDelete: () => Promise<unknown>;
  pending?: boolean;
};

/** "Slet", then a confirmation naming the record, then the deletion. */
export function DeleteButton({ name, label, children, onDelete, pending }: DeleteButtonProps) {
  const [confirming, setConfirming] = useState(false);

  async function confirm() {
    try {
      await onDelete();
    } finally {
      setConfirming(false);
    }
  }

  return (
    <>
      <Button variant="danger" onClick={() => setConfirming(true)}>
        {label ?? (
          <>
            Slet<span className="sr-only"> {name}</span>
          </>
        )}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`Slet ${name}?`}
        confirmLabel="Slet"
        pending={pending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      >
        {children}
      </ConfirmDialog>
    </>
  );
}

/** The end of an edit screen, under the form: a record is deleted from there, not from its list (docs/screens.md). */
export function DeleteSection({ children }: { children: ReactNode }) {
  return <div className="mt-10 border-t border-stone-200 pt-6">{children}</div>;
}
