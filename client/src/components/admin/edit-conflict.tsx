import { Icon } from '../icon/icon';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';

/** A change someone else made: the field's label, and its new value when it is short enough to read in a line. */
export type FieldChange = { label: string; value?: string };

/** A form's fields: its values from a record as the API shows it, and the label each field has. */
export type FormFields<Loaded, Values> = { values: (record: Loaded) => Values; labels: Partial<Record<keyof Values, string>> };

/** The fields whose values differ between two versions of a record, in the form's words. */
function changedFields<Loaded, Values>({ values, labels }: FormFields<Loaded, Values>, before: Loaded, after: Loaded): FieldChange[] {
  const [old, now] = [values(before), values(after)];
  return (Object.keys(labels) as (keyof Values)[])
    .filter((key) => JSON.stringify(old[key]) !== JSON.stringify(now[key]))
    .map((key) => ({ label: labels[key]!, value: readable(now[key]) }));
}

function readable(value: unknown): string | undefined {
  if (typeof value === 'boolean') return value ? 'ja' : 'nej';
  // Rich text, lists and long text are named, not quoted.
  if (typeof value !== 'string' || value.includes('<') || value.length > 120) return undefined;
  return value === '' ? '(tom)' : `»${value}«`;
}

type Conflict<Loaded> = { message: string; latest: Loaded; changes: FieldChange[] };

/**
 * A save refused because someone else changed the record meanwhile (409, docs/api.md). The form
 * keeps what was typed, and the notice says who changed the record, when and which fields, with
 * their new values. Saving again then writes what the form holds over that version: the next save
 * names the version just read. Loading the newer version into the form instead throws away what
 * was typed, when the person chooses to.
 *
 * `loaded` is the version the form was filled from; `latest` reads the record as stored now without
 * touching the form, `reload` refills the form from it, and `fields` says what the form shows of it.
 */
export function useEditConflict<Loaded extends { updatedAt: string }, Values>({
  loaded,
  latest,
  reload,
  fields,
}: {
  loaded: Loaded;
  latest: () => Promise<Loaded>;
  reload: () => Promise<unknown>;
  fields: FormFields<Loaded, Values>;
}) {
  // Kept with the version it was about: once the form holds a newer one (saved, or loaded), it is over.
  const [conflict, setConflict] = useState<Conflict<Loaded> & { about: string }>();
  const [loading, setLoading] = useState(false);
  const current = conflict?.about === loaded.updatedAt ? conflict : undefined;
  const noticeRef = useRef<HTMLDivElement>(null);
  // The save button is at the form's end, the notice above the form: bring it into sight.
  useEffect(() => {
    if (current) noticeRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [current]);

  async function onConflict(message: string) {
    let stored: Loaded;
    try {
      stored = await latest();
    } catch {
      // Without the stored version there is nothing to compare or save over: the toast said why.
      return;
    }
    // Refused for another reason (an e-mail already taken, say): the toast says it.
    if (stored.updatedAt === loaded.updatedAt) return;
    setConflict({ message, latest: stored, changes: changedFields(fields, loaded, stored), about: loaded.updatedAt });
  }

  async function loadNewer() {
    setLoading(true);
    try {
      await reload();
      setConflict(undefined);
    } finally {
      setLoading(false);
    }
  }

  const notice = current ? (
    <div ref={noticeRef} role="alert" className="mb-6 flex scroll-mt-24 flex-wrap items-start gap-3 rounded-md border border-amber-400 bg-amber-50 p-4 text-stone-900">
      <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0 text-amber-700" />
      <div className="min-w-0 flex-1 space-y-3">
        <p>{current.message}</p>
        {current.changes.length > 0 && (
          <div>
            <p className="font-medium">Det blev ændret:</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {current.changes.map((change) => (
                <li key={change.label}>
                  {change.label}
                  {change.value && <>: {change.value}</>}
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="text-sm text-stone-700">
          Det, du har skrevet, står stadig i formularen. Gem igen for at skrive det oven i den nye version, eller hent den nye
          version; så går dine egne ændringer tabt.
        </p>
        <Button variant="secondary" onClick={loadNewer} disabled={loading}>
          Hent den nye version
        </Button>
      </div>
    </div>
  ) : null;

  /** The version a save names: the one the form was filled from, or the one read after a conflict. */
  const base = current?.latest ?? loaded;
  return { onConflict, notice, base };
}
