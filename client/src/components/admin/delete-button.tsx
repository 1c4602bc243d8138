import { type ReactNode, useState } from 'react';
import { Button } from '../ui/button';
import { ConfirmDialog } from '../ui/confirm-dialog';

type DeleteButtonProps = {
  /** What is deleted, as people know it: "Loppen". */
  name: string;
  /** What deleting means, shown in the confirmation. */
  children: ReactNode;
  onDelete: () => Promise<unknown>;
  pending?: boolean;
};

/** "Slet", then a confirmation naming the record, then the deletion. */
export function DeleteButton({ name, children, onDelete, pending }: DeleteButtonProps) {
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
        Slet<span className="sr-only"> {name}</span>
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
