import { useState } from 'react';
import { type CreatedWebhook, WEBHOOK_EVENT_TYPES, WEBHOOK_RECORDS, type WebhookEventType, webhookInputSchema } from '../../../../../shared/schemas/webhook';
import { FieldError } from '../../../components/form/fields';
import { useFieldControl } from '../../../components/form/use-field-control';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useWebhookActions } from '../use-webhook-actions';
import { ACTION_WORDS, APPLICATION_EVENT_WORDS, RECORD_WORDS } from '../webhook-words';

const checkboxClass = 'size-5 shrink-0 accent-accent-strong';

/**
 * The receiver's address and the changes it is told of; once made, its secret is shown here and
 * nowhere else again, with what to do with it. An address the server refuses (not https, a private
 * network, a host that does not exist) is told at the address (shared/refusals.ts).
 */
export function CreateWebhookForm() {
  const { create, pending } = useWebhookActions();
  const [created, setCreated] = useState<CreatedWebhook>();
  const form = useSchemaForm({
    schema: webhookInputSchema,
    defaultValues: { url: '', events: ['*'] as WebhookEventType[], applications: false },
    onSubmit: (input) =>
      create(input, (webhook) => {
        setCreated(webhook);
        // Ready for the next receiver, with the same changes ticked.
        form.reset({ url: '', events: input.events, applications: input.applications ?? false });
      }),
  });

  return (
    <>
      <form.AppForm>
        <form.Form>
          <form.AppField name="url">
            {(field) => <field.TextField label="Adresse" type="url" inputMode="url" autoComplete="off" placeholder="https://" maxLength={2000} />}
          </form.AppField>
          <form.AppField name="events">{() => <EventTypesField />}</form.AppField>
          <form.AppField name="applications">{() => <ApplicationsField />}</form.AppField>
          <form.SubmitButton pending={pending}>Opret webhook</form.SubmitButton>
        </form.Form>
      </form.AppForm>
      {created && (
        <div role="status" className="mt-6 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-stone-900">
          <p className="font-semibold">Nøglen til {created.url}</p>
          <p className="mt-1">Gem den nu hos modtageren: den vises ikke igen. Den bekræfter, at en levering kommer herfra (X-Spillested-Signature).</p>
          <code className="mt-2 block break-all rounded bg-white p-2 font-mono">{created.secret}</code>
        </div>
      )}
    </>
  );
}

/** "Alle ændringer", or unticked, a checkbox per kind of record and change. */
function EventTypesField() {
  const { value, error, onChange, onBlur } = useFieldControl<WebhookEventType[]>();
  const events = value ?? [];
  const everything = events.includes('*');
  // "All" stands alone: what was ticked under it would only repeat it.
  const toggle = (type: WebhookEventType, on: boolean) => onChange(type === '*' && on ? ['*'] : on ? [...events, type] : events.filter((one) => one !== type));
  return (
    <fieldset onBlur={onBlur}>
      <legend className="text-sm font-medium text-stone-800">Send ved</legend>
      <label className="mt-2 flex items-center gap-3 text-sm text-stone-800">
        <input type="checkbox" name="events" checked={everything} onChange={(event) => toggle('*', event.target.checked)} className={checkboxClass} />
        Alle ændringer, også dem der kommer til senere
      </label>
      {!everything && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {WEBHOOK_RECORDS.map((record) => (
            <fieldset key={record}>
              <legend className="text-sm font-semibold text-stone-900">{RECORD_WORDS[record]}</legend>
              {WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${record}.`)).map((type) => (
                <label key={type} className="mt-1 flex items-center gap-3 text-sm text-stone-800">
                  <input type="checkbox" checked={events.includes(type)} onChange={(event) => toggle(type, event.target.checked)} className={checkboxClass} />
                  {ACTION_WORDS[type.split('.')[1] as keyof typeof ACTION_WORDS]}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      )}
      <FieldError error={error} />
    </fieldset>
  );
}

/** New applications, a choice apart from the changes: they are personal data (docs/applications.md). */
function ApplicationsField() {
  const { value, onChange, onBlur } = useFieldControl<boolean | undefined>();
  return (
    <label className="mt-3 flex items-start gap-3 text-sm text-stone-800">
      <input type="checkbox" checked={value === true} onChange={(event) => onChange(event.target.checked)} onBlur={onBlur} className={`${checkboxClass} mt-0.5`} />
      <span>
        {APPLICATION_EVENT_WORDS}
        <span className="block text-stone-600">Med bandets kontaktperson, e-mail og telefon; kommer ikke med under alle ændringer.</span>
      </span>
    </label>
  );
}
