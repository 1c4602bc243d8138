import { useId, useState } from 'react';
import { type CreatedWebhook, WEBHOOK_EVENT_TYPES, WEBHOOK_RECORDS, type WebhookEventType } from '../../../../../shared/schemas/webhook';
import { controlClass } from '../../../components/form/fields';
import { Button } from '../../../components/ui/button';
import { useWebhookActions } from '../use-webhook-actions';
import { ACTION_WORDS, RECORD_WORDS } from '../webhook-words';

const checkboxClass = 'size-5 shrink-0 accent-amber-500';

/**
 * The receiver's address and the changes it is told of; once made, its secret is shown here and
 * nowhere else again, with what to do with it.
 */
export function CreateWebhookForm() {
  const { create, pending } = useWebhookActions();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['*']);
  const [created, setCreated] = useState<CreatedWebhook>();
  const urlId = useId();
  const everything = events.includes('*');
  // "All" stands alone: what was ticked under it would only repeat it.
  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((chosen) => (type === '*' && on ? ['*'] : on ? [...chosen, type] : chosen.filter((one) => one !== type)));

  return (
    <>
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          void create({ url, events }, (webhook) => {
            setCreated(webhook);
            setUrl('');
          });
        }}
      >
        <div>
          <label htmlFor={urlId} className="block text-sm font-medium text-stone-800">
            Adresse
          </label>
          <input
            id={urlId}
            type="url"
            required
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
            maxLength={2000}
            value={url}
            onChange={(event) => setUrl(event.target.value)}
            className={`${controlClass} mt-1`}
          />
        </div>
        <fieldset>
          <legend className="text-sm font-medium text-stone-800">Send ved</legend>
          <label className="mt-2 flex items-center gap-3 text-sm text-stone-800">
            <input type="checkbox" checked={everything} onChange={(event) => toggle('*', event.target.checked)} className={checkboxClass} />
            Alle ændringer, også dem der kommer til senere
          </label>
          {!everything && (
            <div className="mt-3 grid gap-3 sm:grid-cols-2">
              {WEBHOOK_RECORDS.map((record) => (
                <fieldset key={record}>
                  <legend className="text-sm font-semibold text-stone-900">{RECORD_WORDS[record]}</legend>
                  {WEBHOOK_EVENT_TYPES.filter((type) => type.startsWith(`${record}.`)).map((type) => (
                    <label key={type} className="mt-1 flex items-center gap-3 text-sm text-stone-800">
                      <input
                        type="checkbox"
                        checked={events.includes(type)}
                        onChange={(event) => toggle(type, event.target.checked)}
                        className={checkboxClass}
                      />
                      {ACTION_WORDS[type.split('.')[1] as keyof typeof ACTION_WORDS]}
                    </label>
                  ))}
                </fieldset>
              ))}
            </div>
          )}
        </fieldset>
        <Button type="submit" disabled={pending || events.length === 0}>
          Opret webhook
        </Button>
      </form>
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
