import { type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

type ActionMenuProps = {
  /** The button's name for assistive technology: "Handlinger for fredag 12. marts". */
  label: string;
  /** The menu's items; each is given `done`, which closes the menu and puts focus back on its button. */
  children: (done: () => void) => ReactNode;
};

/**
 * A day's or a hold's actions behind one small button, so a month of days fits in a grid on a laptop
 * and stays calm on a phone: a finger's 44 px below the lg width, 32 px in the laptop's grid. The
 * items stay mounted while hidden (the `hidden` attribute, which Tailwind's base keeps hidden over
 * `flex`), as components/admin/row-menu.tsx's do; an item that opens a dialog first gives focus back
 * to the button, so the dialog gives it back there.
 */
export function ActionMenu({ label, children }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const itemsId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const done = () => {
    button.current?.focus();
    setOpen(false);
  };
  return (
    <div
      className="relative shrink-0"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          done();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Button ref={button} variant="secondary" aria-label={label} aria-expanded={open} aria-controls={itemsId} onClick={() => setOpen(!open)} className="min-w-11 px-2 text-lg leading-none lg:min-h-8 lg:min-w-8 lg:px-1 lg:py-1">
        <span aria-hidden>⋯</span>
      </Button>
      <div id={itemsId} hidden={!open} className={`flex absolute top-full right-0 z-20 mt-1 w-max flex-col gap-1 rounded-md border border-stone-200 bg-white p-2 shadow-lg`}>
        {children(done)}
      </div>
    </div>
  );
}

/** One action of an ActionMenu. */
export function ActionMenuItem({ onClick, danger, children }: { onClick: () => void; danger?: boolean; children: ReactNode }) {
  return (
    <Button variant={danger ? 'danger' : 'secondary'} onClick={onClick} className="justify-start">
      {children}
    </Button>
  );
}
