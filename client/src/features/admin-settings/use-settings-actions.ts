import type { SettingsBody } from '../../../../shared/schemas/settings';
import { useFormAction } from '../../lib/form-action';
import { trpc } from '../../lib/trpc';
import { useAdoptSettings } from '../../lib/use-adopt-settings';

/** Saving the settings (the screen, the welcome), the tab's pages showing them at once. */
export function useSettingsActions() {
  const utils = trpc.useUtils();
  const adopt = useAdoptSettings();
  const { run, pending } = useFormAction();

  const save = async (input: SettingsBody) => {
    const saved = await utils.client.settings.update.mutate(input);
    utils.settings.get.setData(undefined, saved);
    await adopt(saved);
  };

  return {
    pending,
    /** `seen` is the version the form was filled from ('' for settings never saved): the server refuses the save if it is stale. */
    update: (seen: string, input: SettingsBody, onConflict: (message: string) => void) =>
      run(() => save({ ...input, updatedAt: seen || undefined }), { success: 'Indstillingerne er gemt', to: false, onConflict }),
    /** The welcome's answers, then onwards. */
    welcome: (input: SettingsBody, to: string) => run(() => save(input), { success: 'Velkommen til!', to }),
    /** "Spring over": a save of nothing, which ends the welcome; the rest waits for Indstillinger. */
    skip: (to: string) => run(() => save({}), { success: 'Du kan udfylde det senere under Indstillinger', to }),
  };
}
