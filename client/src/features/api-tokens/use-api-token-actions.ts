import type { ApiTokenInput, CreatedApiToken } from '../../../../shared/schemas/api-token';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Create and delete, staying on the page with a toast (docs/rendering.md). */
export function useApiTokenActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  // The admins' list holds their own tokens too.
  const refresh = () => utils.apiTokens.invalidate();
  /** Deleting one's own token and (admins) anyone's answer alike. */
  const removal = (remove: (input: { id: number }) => Promise<unknown>) => (id: number) =>
    run(
      async () => {
        await remove({ id });
        await refresh();
      },
      { success: 'API-nøglen er slettet', to: false },
    );

  return {
    pending,
    /** `onCreated` gets the token, which no later answer holds. */
    create: (input: ApiTokenInput, onCreated: (created: CreatedApiToken) => void) =>
      run(
        async () => {
          const created = await utils.client.apiTokens.create.mutate(input);
          onCreated(created);
          await refresh();
        },
        { success: 'API-nøglen er oprettet', to: false },
      ),
    revoke: removal((input) => utils.client.apiTokens.revoke.mutate(input)),
    revokeAny: removal((input) => utils.client.apiTokens.revokeAny.mutate(input)),
  };
}
