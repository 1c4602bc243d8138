import type { GuestEntryInput, GuestEntryUpdate, GuestLinkInput } from '../../../../shared/schemas/guest-list';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/**
 * Every change to a night's guest list, staying on the list with a toast; the list is read again
 * before the dialog closes. Each answers `run(…)`: a refusal ("Gæstelisten er lukket: aftenen er
 * forbi") for the form to show.
 */
export function useGuestListActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const api = utils.client.guestList;
  const act = (success: string, action: () => Promise<unknown>) =>
    run(
      async () => {
        await action();
        await utils.guestList.list.invalidate();
      },
      { success, to: false },
    );
  return {
    pending,
    create: (input: GuestEntryInput) => act(`${input.name} er skrevet på listen`, () => api.create.mutate(input)),
    update: (input: GuestEntryUpdate) => act('Gæsten er rettet', () => api.update.mutate(input)),
    remove: (id: number) => act('Gæsten er fjernet fra listen', () => api.remove.mutate({ id })),
    sendLink: (input: GuestLinkInput) => act(`Linket er sendt til ${input.email}`, () => api.sendLink.mutate(input)),
  };
}
