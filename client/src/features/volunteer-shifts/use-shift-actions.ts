import type { ShiftInput } from '../../../../shared/schemas/shift';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Every change to shifts, staying on the screen with a toast; the plans, overview and "Mine vagter" are read again. */
export function useShiftActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const refresh = () => utils.shifts.invalidate(undefined, { refetchType: 'all' });
  const act = (success: string, action: () => Promise<unknown>, onDone?: () => void) =>
    run(
      async () => {
        await action();
        await refresh();
        onDone?.();
      },
      { success, to: false },
    );

  return {
    pending,
    create: (eventId: number, input: ShiftInput, onDone: () => void) =>
      act('Vagten er oprettet', () => utils.client.shifts.create.mutate({ id: eventId, ...input }), onDone),
    update: (id: number, input: ShiftInput, onDone: () => void) =>
      act('Vagten er gemt', () => utils.client.shifts.update.mutate({ id, ...input }), onDone),
    remove: (id: number) => act('Vagten er slettet', () => utils.client.shifts.delete.mutate({ id })),
    copy: (eventId: number, fromEventId: number, onDone: () => void) =>
      act('Vagterne er kopieret', () => utils.client.shifts.copy.mutate({ id: eventId, fromEventId }), onDone),
    signUp: (id: number, memberId?: number) => act('Du har taget vagten', () => utils.client.shifts.signUp.mutate({ id, memberId })),
    assign: (id: number, memberId: number) => act('Medlemmet er sat på vagten', () => utils.client.shifts.signUp.mutate({ id, memberId })),
    giveBack: (id: number, memberId?: number) =>
      act(memberId ? 'Medlemmet er taget af vagten' : 'Du har givet vagten tilbage', () => utils.client.shifts.giveBack.mutate({ id, memberId })),
  };
}
