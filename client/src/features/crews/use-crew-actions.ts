import { useRouter } from '@tanstack/react-router';
import type { CrewDetail, CrewInput } from '../../../../shared/schemas/crew';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

export const CREWS_PATH = '/admin/hold';

/** Create, update, members and delete, each with a toast (docs/rendering.md); a new crew opens for its members. */
export function useCrewActions() {
  const utils = trpc.useUtils();
  const router = useRouter();
  const { run, pending } = useFormAction();
  // Refetched before leaving the form, so the list we go back to already shows the change.
  const refresh = () => Promise.all([utils.crews.list.invalidate(undefined, { refetchType: 'all' }), utils.crews.mine.invalidate()]);

  return {
    pending,
    // Its members are picked next, on its own page.
    create: (input: CrewInput) =>
      run(
        async () => {
          const created = await utils.client.crews.create.mutate(input);
          utils.crews.byId.setData({ id: created.id }, created);
          await refresh();
          await router.navigate({ to: '/admin/hold/$crewId', params: { crewId: created.id } });
        },
        { success: 'Holdet er oprettet – vælg nu, hvem der er på det', to: false },
      ),
    /** `loaded` is the version the form was filled from: the server refuses the save if it is stale. */
    update: (loaded: CrewDetail, input: CrewInput, onConflict: (message: string) => void) =>
      run(
        async () => {
          const { id, updatedAt } = loaded;
          utils.crews.byId.setData({ id }, await utils.client.crews.update.mutate({ id, ...input, updatedAt }));
          await refresh();
        },
        { success: 'Holdet er gemt', to: CREWS_PATH, onConflict },
      ),
    setMembers: (id: number, memberIds: number[]) =>
      run(
        async () => {
          utils.crews.byId.setData({ id }, await utils.client.crews.setMembers.mutate({ id, memberIds }));
          await refresh();
        },
        { success: 'Holdets medlemmer er gemt', to: false },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.crews.delete.mutate({ id });
          await refresh();
        },
        { success: 'Holdet er slettet', to: CREWS_PATH },
      ),
  };
}
