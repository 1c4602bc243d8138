import type { IconName } from './icon-name.gen';
import spriteUrl from './icons.svg?url';

/**
 * An icon from the site's sprite (scripts/icons.ts): decorative, so hidden from screen readers;
 * the text beside it or the control's label says what it means. Sized by `className` (size-4 …),
 * coloured by the text colour.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" className={className}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
