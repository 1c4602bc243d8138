import { useState } from 'react';
import type { Webhook } from '../../../../../shared/schemas/webhook';
import { DeleteButton } from '../../../components/admin/delete-button';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PageSection } from '../../../components/ui/page-section';
import { trpc } from '../../../lib/trpc';
import { useWebhookActions } from '../use-webhook-actions';
import { allWebhooksInput } from '../webhook-queries';
import { eventWords } from '../webhook-words';
import { CreateWebhookForm } from './create-webhook-form';
import { WebhookDeliveries } from './webhook-deliveries';

function WebhookItem({ webhook }: { webhook: Webhook }) {
  const { remove, ping, pending } = useWebhookActions();
  const [open, setOpen] = useState(false);
  return (
    <li className="rounded-md border border-stone-200 bg-white p-4">
      <p className="font-medium break-all text-stone-900">{webhook.url}</p>
      <p className="text-sm text-stone-600">{webhook.events.map(eventWords).join(', ')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={() => void ping(webhook.id).then(() => setOpen(true))} disabled={pending}>
          Send ping<span className="sr-only"> til {webhook.url}</span>
        </Button>
        <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
          Leveringer<span className="sr-only"> til {webhook.url}</span>
        </Button>
        <DeleteButton name={webhook.url} onDelete={() => remove(webhook.id)} pending={pending}>
          Modtageren får ikke flere leveringer, og dem, der venter, sendes ikke.
        </DeleteButton>
      </div>
      {open && (
        <div className="mt-4">
          <WebhookDeliveries id={webhook.id} />
        </div>
      )}
    </li>
  );
}

/**
 * Webhooks tell other systems of every change to events, artists, venues and genres as it happens,
 * so they need not ask again and again (docs/api.md).
 */
export function WebhookListPage() {
  const [{ records: webhooks }] = trpc.webhooks.list.useSuspenseQuery(allWebhooksInput);
  return (
    <>
      <PageHeading title="Webhooks" />
      <p className="mb-6 max-w-prose text-stone-700">
        En webhook sender en signeret besked til en anden hjemmeside, hver gang et event, en kunstner, et spillested eller en genre
        oprettes, rettes eller slettes.
      </p>
      {webhooks.length === 0 ? (
        <p className="mb-10 text-stone-600">Der er ingen webhooks endnu.</p>
      ) : (
        <ul aria-label="Webhooks" className="mb-10 space-y-3">
          {webhooks.map((webhook) => (
            <WebhookItem key={webhook.id} webhook={webhook} />
          ))}
        </ul>
      )}
      <PageSection title="Ny webhook">
        <CreateWebhookForm />
      </PageSection>
    </>
  );
}
