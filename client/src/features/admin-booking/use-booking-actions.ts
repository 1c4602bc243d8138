import type { ClosedDateInput, Hold, HoldInput, HoldUpdate } from '../../../../shared/schemas/hold';
import type { OfferInput } from '../../../../shared/schemas/offer';
import { uploadContract } from '../../components/admin/offer-contract';
import { useFormAction } from '../../lib/form-action';
import { showToast } from '../../lib/toasts';
import { trpc } from '../../lib/trpc';

/** Who a hold is for: the application's act or the artist. */
export const actName = (hold: Pick<Hold, 'application' | 'artist'>) => hold.application?.name ?? hold.artist?.name ?? 'Ukendt akt';

/**
 * Every change to holds and closed days, and the offers sent on holds, staying on the calendar with a toast; the calendar is read
 * again before the dialog closes. Each answers `run(…)`: a refusal (409 "Datoen har allerede …")
 * for the form to show.
 */
export function useBookingActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const holds = utils.client.holds;
  const act = (success: string, action: () => Promise<unknown>) =>
    run(
      async () => {
        await action();
        await utils.holds.invalidate();
      },
      { success, to: false },
    );

  return {
    pending,
    create: (input: HoldInput) => act('Optionen er givet', () => holds.create.mutate(input)),
    update: (id: number, change: HoldUpdate) => act('Optionen er ændret', () => holds.update.mutate({ id, ...change })),
    release: (hold: Hold) =>
      act('Optionen er sluppet', async () => {
        const { movedUp } = await holds.release.mutate({ id: hold.id });
        if (movedUp) showToast({ title: `${actName(movedUp)} har nu 1. option`, severity: 'info' });
      }),
    close: (input: ClosedDateInput) => act('Dagen er lukket', () => holds.close.mutate(input)),
    reopen: (id: number) => act('Dagen er åben igen', () => holds.reopen.mutate({ id })),
    /**
     * The act gets the offer by mail; its application's status becomes Tilbud. A contract goes up
     * once the offer exists; should that fail, the offer stands and a toast says where to add it.
     */
    sendOffer: (hold: Hold, input: OfferInput, contract?: File) =>
      run(
        async () => {
          const offer = await utils.client.offers.create.mutate(input);
          if (contract) {
            await uploadContract(offer.id, contract).catch((error: Error) =>
              showToast({
                title: 'Kontrakten blev ikke lagt ved',
                message: `${error.message}. Tilbuddet er sendt: læg kontrakten ved under Tilbud på ansøgningens side.`,
                severity: 'warning',
              }),
            );
          }
          await Promise.all([utils.offers.invalidate(), utils.applications.list.invalidate()]);
        },
        { success: `Tilbuddet er sendt til ${actName(hold)}`, to: false },
      ),
  };
}
