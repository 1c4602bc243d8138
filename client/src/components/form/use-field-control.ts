import { useStore } from '@tanstack/react-form';
import { useContext } from 'react';
import { FieldRefusalsContext, useFieldContext } from './form-context';

/** The messages TanStack Form keeps for a field: zod issues from the schema, or plain strings. */
export function firstMessage(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    const message = (error as { message?: unknown } | null | undefined)?.message;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * The current field's value and the one message to show under it. A field's message appears once
 * the person has typed in it or left it (or tried to submit, which touches every field), so a fresh
 * form is not covered in red. The server's refusal of the field shows until the field is changed.
 */
export function useFieldControl<Value>() {
  const field = useFieldContext<Value>();
  const { refusals, clear } = useContext(FieldRefusalsContext);
  const error = useStore(field.store, (state) =>
    state.meta.isTouched || state.meta.isBlurred ? firstMessage(state.meta.errors) : undefined,
  );
  return {
    name: field.name,
    value: field.state.value,
    error: error ?? refusals[field.name],
    onChange: (value: Value) => {
      clear(field.name);
      field.handleChange(value);
    },
    onBlur: field.handleBlur,
  };
}
