import type { ReactNode } from 'react';

/**
 * "eller træk det hertil", said only where dragging a file exists (a mouse or trackpad; not on a
 * touch-only phone, where it would send people looking for something they cannot do). Decided by a
 * media query (styles.css, `can-drag`), so the server's HTML and the hydrated page are the same.
 */
export function DropHint({ children }: { children: ReactNode }) {
  return <span className="hidden can-drag:inline">{children} </span>;
}
