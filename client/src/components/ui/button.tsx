import { useHydrated } from '@tanstack/react-router';
import type { ButtonHTMLAttributes, Ref } from 'react';

type ButtonVariant = 'primary' | 'secondary' | 'danger';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-accent text-stone-950 hover:bg-accent-soft',
  secondary: 'border border-stone-300 bg-white text-stone-900 hover:bg-stone-100',
  danger: 'bg-red-700 text-white hover:bg-red-600',
};

/** Shared by <Button> and links that look like buttons (e.g. "Opret spillested"). */
export function buttonClass(variant: ButtonVariant = 'primary'): string {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-strong disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]}`;
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  /** A form's submit button that posts without the page's scripts (the auth forms, server/http/form-posts.ts). */
  worksWithoutScripts?: boolean;
};

/**
 * A button is disabled until React has hydrated the page, since its press runs script: a press on the
 * server's HTML before that would do nothing, so it looks and is unusable instead (docs/rendering.md).
 */
export function Button({ variant, className = '', type = 'button', worksWithoutScripts = false, disabled, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  return <button type={type} className={`${buttonClass(variant)} ${className}`} disabled={disabled || (!hydrated && !worksWithoutScripts)} {...props} />;
}
