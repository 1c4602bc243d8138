import { type FormEvent, useState } from 'react';
import type { z } from 'zod';

type FieldErrors<Values> = Partial<Record<keyof Values, string>>;
type TextKeys<Values> = { [Key in keyof Values]-?: Values[Key] extends string ? Key : never }[keyof Values] & string;

/**
 * Form state checked with the same zod schema the server uses, so the Danish messages next to the
 * fields are the server's own. onValid gets the parsed (trimmed, normalised) values; the typed
 * values stay in the form whatever onValid does.
 */
export function useZodForm<Schema extends z.ZodType<object, object>>(
  schema: Schema,
  initialValues: z.input<Schema>,
  onValid: (values: z.output<Schema>) => Promise<unknown>,
) {
  type Values = z.input<Schema>;
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  function setValue<Key extends keyof Values>(name: Key, value: Values[Key]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const result = schema.safeParse(values);
    if (!result.success) {
      const found: FieldErrors<Values> = {};
      for (const issue of result.error.issues) {
        const field = issue.path[0] as keyof Values;
        found[field] ??= issue.message;
      }
      setErrors(found);
      // Keyboard and screen-reader users land on the first field to fix (inputs carry name={field}).
      const first = result.error.issues[0]?.path[0];
      const input = form.elements.namedItem(String(first));
      if (input instanceof HTMLElement) input.focus();
      return;
    }
    setErrors({});
    await onValid(result.data);
  }

  /** Everything a TextField or SelectField needs to show and edit one text value: {...form.field('name')}. */
  function field<Key extends TextKeys<Values>>(name: Key) {
    return {
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (value: string) => setValue(name, value as Values[Key]),
    };
  }

  return { values, errors, setValue, field, handleSubmit };
}
