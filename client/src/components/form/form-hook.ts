import { createFormHook } from '@tanstack/react-form';
import { CheckboxField, SelectField, TextareaField, TextField } from './fields';
import { DateTimeField } from './date-time-field';
import { fieldContext, formContext } from './form-context';
import { ImageField } from './image-field';
import { SchemaFormElement, SubmitButton } from './schema-form-element';

/**
 * The one field component set, bound to TanStack Form: inside `<form.AppField name="…">` a field is
 * `field.TextField`, `field.SelectField`, …; the form itself is `form.Form` with `form.SubmitButton`.
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {
    TextField,
    TextareaField,
    SelectField,
    CheckboxField,
    DateTimeField,
    ImageField,
  },
  formComponents: { Form: SchemaFormElement, SubmitButton },
});
