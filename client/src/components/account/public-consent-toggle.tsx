import { useState } from 'react';
import { useApi } from '../../lib/api';
import { useFormAction } from '../../lib/form-action';

/**
 * The consent given when registering, to change at any time (docs/permissions.md), also while the
 * membership awaits approval; saved as it is ticked. `initial` is the consent as the page's loader
 * read it; `onSaved` hears the consent stored, for a page that keeps it in a cache of its own.
 */
export function PublicConsentToggle({ initial, onSaved }: { initial: boolean; onSaved?: (publicConsent: boolean) => void }) {
  const api = useApi();
  const { run, pending } = useFormAction();
  const [publicConsent, setPublicConsent] = useState(initial);
  async function change(next: boolean) {
    // Ticked at once, and put back if the server refuses.
    setPublicConsent(next);
    let stored = !next;
    try {
      await run(
        async () => {
          stored = (await api.profile.setConsent.mutate({ publicConsent: next })).publicConsent;
          onSaved?.(stored);
        },
        { success: next ? 'Du vises nu på foreningens sider' : 'Du vises ikke længere på foreningens sider', to: false },
      );
    } finally {
      setPublicConsent(stored);
    }
  }
  return (
    <label className="flex max-w-prose items-start gap-3">
      <input
        type="checkbox"
        checked={publicConsent}
        disabled={pending}
        onChange={(event) => void change(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-accent-strong"
      />
      <span>
        Vis mig på foreningens offentlige sider
        <span className="block text-sm text-stone-600">Dit navn, billede og dine hold, på forsiden og under Om os.</span>
      </span>
    </label>
  );
}
