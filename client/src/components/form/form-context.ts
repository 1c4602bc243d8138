import { createFormHookContexts } from '@tanstack/react-form';
import { createContext } from 'react';

/** Kept apart from form-hook.ts, which imports the field components that read these contexts. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

type FieldRefusals = {
  /** Field name → the server's message for it, until the person changes that field. */
  refusals: Readonly<Record<string, string>>;
  clear: (name: string) => void;
};

/** The server's refusals that belong to a field (shared/refusals.ts), kept by the form element. */
export const FieldRefusalsContext = createContext<FieldRefusals>({ refusals: {}, clear: () => {} });
