import type { CreatedWebhook, WebhookInput } from '../../../../shared/schemas/webhook';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Create, delete and ping, each staying on the webhook list with a toast (docs/rendering.md). */
export function useWebhookActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();

  return {
    pending,
    /** `onCreated` is given the answer, the only one that holds the secret. */
    create: (input: WebhookInput, onCreated: (webhook: CreatedWebhook) => void) =>
      run(
        async () => {
          onCreated(await utils.client.webhooks.create.mutate(input));
          await utils.webhooks.list.invalidate();
        },
        { success: 'Webhooken er oprettet', to: false },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.webhooks.delete.mutate({ id });
          await utils.webhooks.list.invalidate();
        },
        { success: 'Webhooken er slettet', to: false },
      ),
    ping: (id: number) =>
      run(
        async () => {
          await utils.client.webhooks.ping.mutate({ id });
          await utils.webhooks.deliveries.invalidate({ id });
        },
        { success: 'Ping er sendt', to: false },
      ),
  };
}
