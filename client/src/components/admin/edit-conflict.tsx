import { Icon } from '../icon/icon';
import { useState } from 'react';
import { Button } from '../ui/button';

/**
 * A save refused because someone else changed the record meanwhile (409, DESIGN.md §13). The form
 * keeps what was typed; loading the newer version replaces it, when the person chooses to.
 */
export function useEditConflict(reload: () => Promise<unknown>) {
  const [message, setMessage] = useState<string>();
  const [loading, setLoading] = useState(false);

  async function loadNewer() {
    setLoading(true);
    try {
      await reload();
      setMessage(undefined);
    } finally {
      setLoading(false);
    }
  }

  const notice = message ? (
    <div
      role="alert"
      className="mb-6 flex flex-wrap items-start gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-stone-900"
    >
      <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 space-y-3">
        <p>{message}</p>
        <p className="text-sm text-stone-700">
          Det, du har skrevet, står stadig i formularen. Hent den nye version for at se ændringerne; så går dine egne ændringer
          tabt.
        </p>
        <Button variant="secondary" onClick={loadNewer} disabled={loading}>
          Hent den nye version
        </Button>
      </div>
    </div>
  ) : null;

  return { onConflict: setMessage, notice };
}
