import type { QualificationInput } from '../../../../shared/schemas/qualification';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

/** Changes to the qualifications and who has them, staying on the screen with a toast; shifts are read again too. */
export function useQualificationActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const act = (success: string, action: () => Promise<unknown>, onDone?: () => void) =>
    run(
      async () => {
        await action();
        await Promise.all([utils.qualifications.invalidate(), utils.shifts.invalidate()]);
        onDone?.();
      },
      { success, to: false },
    );
  const qualifications = utils.client.qualifications;
  return {
    pending,
    create: (input: QualificationInput, onDone: () => void) => act('Kvalifikationen er oprettet', () => qualifications.create.mutate(input), onDone),
    update: (id: number, input: QualificationInput, onDone: () => void) => act('Kvalifikationen er gemt', () => qualifications.update.mutate({ id, ...input }), onDone),
    remove: (id: number) => act('Kvalifikationen er slettet', () => qualifications.delete.mutate({ id })),
    /** The member has exactly these afterwards; the new ones are confirmed by the manager, and the member is told. */
    setOfMember: (memberId: number, qualificationIds: number[], success: string) =>
      act(success, () => qualifications.setOfMember.mutate({ id: memberId, qualificationIds })),
  };
}
