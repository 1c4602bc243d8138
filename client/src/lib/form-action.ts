import { useRouter } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { DEFAULT_REDIRECT } from '../../../shared/constants';
import { inScreenWords } from '../../../shared/messages';
import { httpStatusOf } from './api-error';
import { showToast, type ToastInput } from './toasts';

const FAILURE_TITLE = 'Noget gik galt...';

type FormActionOptions = {
  /** Title of the success toast, e.g. "Spillestedet er oprettet". */
  success: string;
  /** Where to go afterwards (docs/product.md: /admin/events unless told otherwise); false stays, as a dialog does. */
  to?: string | false;
  /** Told the server's message when a save is refused with 409: someone changed the record meanwhile (docs/api.md). */
  onConflict?: (message: string) => void;
};

type Effects = { notify: (toast: ToastInput) => void; go: (href: string) => Promise<void> };

/** The server said no, in the API's words: a form shows it at the field it belongs to (shared/refusals.ts), worded for the screen. */
export class Refusal {
  constructor(
    readonly status: number,
    readonly message: string,
  ) {}
}

/**
 * What every form does with its request (docs/rendering.md): on success a toast and onwards; when the server
 * refuses, a toast with its message in the screens' words (shared/messages.ts), the user stays on the form with what they typed, and the
 * refusal is answered so that the form can show it at its field; any other failure is a bug, so it is
 * told to the user and rethrown to reach the console and monitoring.
 */
export async function performFormAction(
  action: () => Promise<unknown>,
  { success, to = DEFAULT_REDIRECT, onConflict }: FormActionOptions,
  { notify, go }: Effects,
): Promise<Refusal | undefined> {
  try {
    await action();
  } catch (error) {
    // The server answered with a refusal: its message says why.
    const status = httpStatusOf(error);
    if (status !== undefined && error instanceof Error) {
      notify({ title: FAILURE_TITLE, message: inScreenWords(error.message), severity: 'error' });
      if (status === 409) onConflict?.(error.message);
      return new Refusal(status, error.message);
    }
    notify({ title: FAILURE_TITLE, message: FAILURE_TITLE, severity: 'error' });
    throw error;
  }
  notify({ title: success, severity: 'success' });
  if (to !== false) await go(to);
  return undefined;
}

/**
 * performFormAction wired to the toasts and the router; `pending` is true while an action runs. A
 * schema form's onSubmit that answers `run(…)` gets a refusal shown at its field by itself.
 */
export function useFormAction() {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (action: () => Promise<unknown>, options: FormActionOptions) => {
      setPending(true);
      try {
        return await performFormAction(action, options, { notify: showToast, go: (href) => router.navigate({ href }) });
      } finally {
        setPending(false);
      }
    },
    [router],
  );
  return { run, pending };
}
