import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '../../../shared/constants';

export type ToastSeverity = 'info' | 'success' | 'warning' | 'error';
type Toast = { id: string; title: string; message: string; severity: ToastSeverity };
export type ToastInput = { title: string; message?: string; severity?: ToastSeverity };

/*
 * A module-level store rather than React context: form actions, loaders and the preload-error
 * handler raise toasts too, and they run outside any component.
 */
let toasts: readonly Toast[] = [];
let lastId = 0;
const listeners = new Set<() => void>();

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

export function showToast({ title, message = '', severity = 'info' }: ToastInput): string {
  const id = String(++lastId);
  setToasts([...toasts, { id, title, message, severity }]);
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

export function dismissToast(id: string): void {
  if (toasts.some((toast) => toast.id === id)) setToasts(toasts.filter((toast) => toast.id !== id));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noToasts: readonly Toast[] = [];

/** A page rendered on the server has no toasts yet: they come from what the visitor does. */
export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, () => toasts, () => noToasts);
}
