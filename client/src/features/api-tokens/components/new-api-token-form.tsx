import type { CreatedApiToken } from '../../../../../shared/schemas/api-token';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { ACCESS_OPTIONS, apiTokenFormSchema, apiTokenInput, emptyApiToken } from '../api-token-queries';
import { useApiTokenActions } from '../use-api-token-actions';

/** A new personal token (POST /api/profile/tokens): emptied once made, the token itself handed to `onCreated`. */
export function NewApiTokenForm({ onCreated }: { onCreated: (created: CreatedApiToken) => void }) {
  const { create, pending } = useApiTokenActions();
  const form = useSchemaForm({
    schema: apiTokenFormSchema,
    defaultValues: emptyApiToken,
    onSubmit: async (values) => {
      const refusal = await create(apiTokenInput(values), onCreated);
      if (!refusal) form.reset();
      return refusal;
    },
  });

  return (
    <form.AppForm>
      <form.Form className="max-w-lg">
        <form.AppField name="name">
          {(field) => <field.TextField label="Navn" hint="Hvad nøglen bruges til, fx “Synkronisering til kommunens kalender”" maxLength={100} autoComplete="off" />}
        </form.AppField>
        <form.AppField name="access">
          {(field) => <field.SelectField label="Må" options={ACCESS_OPTIONS} hint="En nøgle, der kun må læse, får afslag på alt andet end GET og HEAD." />}
        </form.AppField>
        <form.AppField name="expiresAt">
          {(field) => <field.DateTimeField label="Udløber (valgfrit)" hint="Tomt: nøglen virker, til den slettes." />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="mt-1">
          Opret nøgle
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
