import { createFormHookContexts } from '@tanstack/react-form';
import { createContext, useContext } from 'react';
import type { Refusal } from '../../lib/form-action';

/**
 * What the parts of a form share (the field components, the form element, useSchemaForm), kept
 * apart from all of them: form-hook.ts imports the components that read these contexts, and
 * useSchemaForm imports form-hook.ts.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

type FieldRefusals = {
  /** Field name → the server's message for it, until the person changes that field. */
  refusals: Readonly<Record<string, string>>;
  clear: (name: string) => void;
};

/** The server's refusals that belong to a field (shared/refusals.ts), kept by the form element. */
export const FieldRefusalsContext = createContext<FieldRefusals>({ refusals: {}, clear: () => {} });

export const ReadOnlyContext = createContext(false);

/**
 * Whether the form is only for looking. A disabled fieldset disables inputs and buttons by itself;
 * controls it does not reach (the rich-text editor, dropping a picture) ask here.
 */
export function useFormReadOnly(): boolean {
  return useContext(ReadOnlyContext);
}

/** How the form element (schema-form-element.tsx) hears of a refusal, to show it at its field. */
export type SubmitMeta = { refused: (refusal: Refusal) => void };
