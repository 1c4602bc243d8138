import type { MailedStatus, Vote } from '../../../../shared/application-status';
import type { ApplicationSettingsInput } from '../../../../shared/schemas/application';
import { uploadContract } from '../../components/admin/offer-contract';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';

type ReviewStatus = MailedStatus | 'new';

/** Votes, comments, status changes, withdrawing offers and their contracts, and the form's settings, each with a toast; the list and counts refresh after. */
export function useApplicationActions() {
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const refresh = () => Promise.all([utils.applications.list.invalidate(), utils.applications.facets.invalidate()]);
  const stay = (success: string) => ({ success, to: false as const });

  return {
    pending,
    vote: (id: number, vote: Vote) =>
      run(async () => {
        utils.applications.byId.setData({ id }, await utils.client.applications.vote.mutate({ id, vote }));
        await refresh();
      }, stay('Din stemme er gemt')),
    comment: (id: number, text: string) =>
      run(async () => {
        utils.applications.byId.setData({ id }, await utils.client.applications.comment.mutate({ id, text }));
      }, stay('Kommentaren er gemt')),
    setStatus: (id: number, status: ReviewStatus, notify: boolean) =>
      run(async () => {
        utils.applications.byId.setData({ id }, await utils.client.applications.setStatus.mutate({ id, status, notify }));
        await refresh();
      }, stay(notify ? 'Status er skiftet, og akten får besked' : 'Status er skiftet')),
    /** A sent offer taken back: the act's link then says so. */
    withdrawOffer: (id: number) =>
      run(async () => {
        try {
          await utils.client.offers.withdraw.mutate({ id });
        } finally {
          // Refused, it was answered meanwhile: the list shows how.
          await utils.offers.list.invalidate();
        }
      }, stay('Tilbuddet er trukket tilbage')),
    /** A PDF beside a sent or accepted offer, replacing any earlier one; the act's page offers it. */
    attachContract: (id: number, file: File) =>
      run(async () => {
        await uploadContract(id, file);
        await utils.offers.list.invalidate();
      }, stay('Kontrakten er lagt ved')),
    removeContract: (id: number) =>
      run(async () => {
        await utils.client.offers.removeContract.mutate({ id });
        await utils.offers.list.invalidate();
      }, stay('Kontrakten er fjernet')),
    saveSettings: (input: ApplicationSettingsInput) =>
      run(async () => {
        utils.applications.settings.setData(undefined, await utils.client.applications.saveSettings.mutate(input));
      }, stay('Indstillingerne for ansøgninger er gemt')),
  };
}
