import { type ReactNode, useId, useState } from 'react';
import { Button } from '../ui/button';

/**
 * A row's actions behind one button, for a list whose records have no edit screen to delete them on
 * (docs/screens.md "Lists"): no red button on every row. The actions stay mounted while hidden, so a
 * confirmation one of them opened is not taken away with the menu.
 */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const actionsId = useId();
  return (
    <div
      className="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <Button variant="secondary" aria-expanded={open} aria-controls={actionsId} onClick={() => setOpen(!open)}>
        Handlinger<span className="sr-only"> for {name}</span>
      </Button>
      <div
        id={actionsId}
        className={`${open ? 'flex' : 'hidden'} absolute top-full right-0 z-20 mt-1 w-max flex-col gap-2 rounded-md border border-stone-200 bg-white p-2 shadow-lg`}
      >
        {children}
      </div>
    </div>
  );
}
