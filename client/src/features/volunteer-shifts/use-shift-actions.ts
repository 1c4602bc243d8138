import type { ShiftInput } from '../../../../shared/schemas/shift';
import type { AttendanceStatus } from '../../../../shared/shift-rules';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Every change to shifts, staying on the screen with a toast; the plans, overview and "Mine vagter" are read again. */
export function useShiftActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const refresh = () => Promise.all([utils.shifts.invalidate(undefined, { refetchType: 'all' }), utils.qualifications.invalidate()]);
  const act = (success: string, action: () => Promise<unknown>, onDone?: () => void) =>
    run(
      async () => {
        await action();
        await refresh();
        onDone?.();
      },
      { success, to: false },
    );
  const shifts = utils.client.shifts;

  return {
    pending,
    create: (eventId: number, input: ShiftInput, onDone: () => void) => act('Vagten er oprettet', () => shifts.create.mutate({ id: eventId, ...input }), onDone),
    update: (id: number, input: ShiftInput, onDone: () => void) => act('Vagten er gemt', () => shifts.update.mutate({ id, ...input }), onDone),
    remove: (id: number) => act('Vagten er slettet', () => shifts.delete.mutate({ id })),
    copy: (eventId: number, fromEventId: number, onDone: () => void) =>
      act('Vagterne er kopieret', () => shifts.copy.mutate({ id: eventId, fromEventId }), onDone),
    signUp: (id: number) => act('Du har taget vagten', () => shifts.signUp.mutate({ id })),
    assign: (id: number, memberId: number) => act('Medlemmet er sat på vagten', () => shifts.signUp.mutate({ id, memberId })),
    giveBack: (id: number, memberId?: number) =>
      act(memberId ? 'Medlemmet er taget af vagten' : 'Du har givet vagten tilbage', () => shifts.giveBack.mutate({ id, memberId })),
    joinStandby: (id: number) => act('Du står på ventelisten', () => shifts.joinStandby.mutate({ id })),
    leaveStandby: (id: number) => act('Du er taget af ventelisten', () => shifts.leaveStandby.mutate({ id })),
    offerSwap: (id: number) => act('Din plads er tilbudt til bytte', () => shifts.offerSwap.mutate({ id })),
    withdrawSwap: (id: number) => act('Du beholder din plads', () => shifts.withdrawSwap.mutate({ id })),
    takeSwap: (swapId: number) => act('Du har overtaget vagten', () => shifts.takeSwap.mutate({ id: swapId })),
    markAttendance: (id: number, memberId: number, status: AttendanceStatus | null) =>
      act(status ? 'Fremmødet er registreret' : 'Markeringen er fjernet', () => shifts.attendance.mutate({ id, memberId, status })),
  };
}
