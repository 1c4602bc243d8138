import { useRouteContext, useRouter } from '@tanstack/react-router';
import type { Member, MemberUpdateInput } from '../../../../shared/schemas/member';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';
import { MEMBERS_PATH } from './member-queries';

/** Approve, update and delete, each with a toast (docs/rendering.md); the lists and the badge follow. */
export function useMemberActions() {
  const utils = trpc.useUtils();
  const router = useRouter();
  const session = useRouteContext({ from: '__root__', select: (context) => context.session });
  const { run, pending } = useFormAction();
  // Every member list, the navigation's count of waiting members included.
  const refreshLists = () => utils.members.list.invalidate(undefined, { refetchType: 'all' });

  return {
    pending,
    approve: (member: Pick<Member, 'id' | 'firstName' | 'lastName'>) =>
      run(
        async () => {
          utils.members.byId.setData({ id: member.id }, await utils.client.members.approve.mutate({ id: member.id }));
          await refreshLists();
        },
        { success: `${member.firstName} ${member.lastName} er godkendt`, to: false },
      ),
    /** `loaded` is the version the form was filled from: the server refuses the save if it is stale. */
    update: (loaded: Member, input: MemberUpdateInput, onConflict: (message: string) => void, to: string | false = MEMBERS_PATH) =>
      run(
        async () => {
          const { id, updatedAt } = loaded;
          utils.members.byId.setData({ id }, await utils.client.members.update.mutate({ id, ...input, updatedAt }));
          // The admin guard and the screens' controls follow the viewer's own teams, which may have changed.
          session.forget();
          await Promise.all([refreshLists(), router.invalidate()]);
        },
        { success: 'Oplysningerne er gemt', to, onConflict },
      ),
    remove: (id: number) =>
      run(
        async () => {
          await utils.client.members.delete.mutate({ id });
          await refreshLists();
        },
        { success: 'Medlemmet er slettet', to: MEMBERS_PATH },
      ),
  };
}
