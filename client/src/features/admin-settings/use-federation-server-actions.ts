import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Blocking a fediverse server and lifting the block, each staying on Indstillinger with a toast. */
export function useFederationServerActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const then = (change: () => Promise<unknown>, success: string) =>
    run(
      async () => {
        await change();
        await utils.federation.servers.invalidate();
      },
      { success, to: false },
    );

  return {
    pending,
    block: (host: string) => then(() => utils.client.federation.block.mutate({ host }), `${host} er blokeret`),
    unblock: (host: string) => then(() => utils.client.federation.unblock.mutate({ host }), `${host} er ikke længere blokeret`),
  };
}
