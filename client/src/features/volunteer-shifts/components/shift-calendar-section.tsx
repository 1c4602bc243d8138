import { useState } from 'react';
import { PageSection } from '../../../components/ui/page-section';
import { Button } from '../../../components/ui/button';
import { useFormAction } from '../../../lib/form-action';
import { formatDateTime } from '../../../lib/format-date';
import { trpc } from '../../../lib/trpc';

/**
 * "Kalender med mine vagter" on "Min profil": a secret address a calendar app subscribes to. Only its
 * hash is stored, so the address is shown once, when made; a new one ends the old, and so does "Slå fra".
 */
export function ShiftCalendarSection() {
  const [calendar] = trpc.shifts.calendar.useSuspenseQuery();
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const [url, setUrl] = useState<string>();
  const make = () =>
    run(
      async () => {
        setUrl((await utils.client.shifts.newCalendar.mutate()).url);
        await utils.shifts.calendar.invalidate();
      },
      { success: 'Dit kalenderlink er lavet', to: false },
    );
  const end = () =>
    run(
      async () => {
        await utils.client.shifts.endCalendar.mutate();
        setUrl(undefined);
        await utils.shifts.calendar.invalidate();
      },
      { success: 'Kalenderlinket er slået fra', to: false },
    );

  return (
    <PageSection title="Kalender med mine vagter">
      <p className="mb-4 max-w-prose text-sm text-stone-600">
        Abonnér på dine vagter i din kalender-app. Adressen er hemmelig: alle, der har den, kan se dine vagter. Lav en ny, hvis den er
        kommet ud, så holder den gamle op med at virke.
      </p>
      {url && (
        <div className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3">
          <p className="mb-1 text-sm font-semibold">Kopiér adressen nu; den vises kun denne ene gang:</p>
          <input readOnly aria-label="Kalenderadresse" value={url} onFocus={(e) => e.target.select()} className="w-full rounded border border-stone-300 bg-white px-2 py-1 font-mono text-sm" />
        </div>
      )}
      {calendar.active && calendar.createdAt && <p className="mb-3 text-sm">Dit kalenderlink er lavet {formatDateTime(calendar.createdAt)}.</p>}
      <div className="flex flex-wrap gap-2">
        <Button disabled={pending} onClick={() => void make()}>
          {calendar.active ? 'Lav et nyt kalenderlink' : 'Lav kalenderlink'}
        </Button>
        {calendar.active && (
          <Button variant="secondary" disabled={pending} onClick={() => void end()}>
            Slå kalenderlinket fra
          </Button>
        )}
      </div>
    </PageSection>
  );
}
