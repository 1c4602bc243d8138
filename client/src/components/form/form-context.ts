import { createFormHookContexts } from '@tanstack/react-form';

/** Kept apart from form-hook.ts, which imports the field components that read these contexts. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
