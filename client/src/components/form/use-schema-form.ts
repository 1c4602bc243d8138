import type { StandardSchemaV1, ValidationLogicFn } from '@tanstack/react-form';
import type { z } from 'zod';
import { Refusal } from '../../lib/form-action';
import { useAppForm } from './form-hook';
import type { SubmitMeta } from './form-context';
import { usePostedForm } from './posted-form';

/**
 * The schema runs on every change, every blur and on submit, and each run replaces the last one's
 * messages (TanStack's default keeps separate change and blur messages, so a fixed field could
 * still show the message its blur left).
 */
const validateOnEveryEvent: ValidationLogicFn = (props) =>
  props.runValidation({
    validators: [
      {
        fn: props.event.async ? undefined : props.validators?.onDynamic,
        cause: 'dynamic',
      },
    ],
    form: props.form,
  });

type SchemaFormOptions<Schema extends z.ZodType<object, object>> = {
  /** The shared zod schema the server checks the same input with, so the messages are the server's own. */
  schema: Schema;
  defaultValues: z.input<Schema>;
  /**
   * Gets the parsed (trimmed, normalised) values; what was typed stays in the form whatever happens.
   * Answering `run(…)` of useFormAction shows a refusal that belongs to a field at that field.
   */
  onSubmit: (values: z.output<Schema>) => Promise<unknown>;
};

/**
 * The one way a form is made in this client: TanStack Form over the values as typed, checked with
 * the shared schema. Render it with `<form.AppForm><form.Form>…<form.AppField name="…">` and the
 * field components of form-hook.ts.
 */
export function useSchemaForm<Schema extends z.ZodType<object, object>>({
  schema,
  defaultValues,
  onSubmit,
}: SchemaFormOptions<Schema>) {
  // Posted before the scripts ran, the page came back with what was typed (server/http/form-posts.ts).
  const posted = usePostedForm();
  return useAppForm({
    defaultValues: posted ? { ...defaultValues, ...pick(posted.values, defaultValues) } : defaultValues,
    onSubmitMeta: { refused: () => {} } as SubmitMeta,
    validationLogic: validateOnEveryEvent,
    // zod schemas are Standard Schemas; TypeScript cannot see that through the generic parameter.
    validators: {
      onDynamic: schema as StandardSchemaV1<z.input<Schema>, unknown>,
    },
    onSubmit: async ({ value, meta }) => {
      const outcome = await onSubmit(schema.parse(value));
      if (outcome instanceof Refusal) meta.refused(outcome);
    },
  });
}

/** The posted values of this form's own fields. */
function pick(values: Record<string, unknown>, fields: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => name in fields));
}
