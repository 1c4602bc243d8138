import { useStore } from '@tanstack/react-form';
import { useId, useState } from 'react';
import { SERIES_MAX_COUNT, SERIES_MIN_COUNT, type SeriesInterval, seriesStarts } from '../../../../../shared/event-series';
import {
  type EventCopyInput,
  type EventRepeatInput,
  eventCopyInputSchema,
  eventRepeatInputSchema,
} from '../../../../../shared/schemas/event';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { formatDateTime } from '../../../lib/format-date';

const INTERVAL_OPTIONS: { value: SeriesInterval; label: string }[] = [
  { value: 'week', label: 'Hver uge' },
  { value: '2weeks', label: 'Hver anden uge' },
  { value: 'month', label: 'Hver måned' },
];

const COUNT_OPTIONS = Array.from({ length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 }, (_, index) => {
  const count = String(SERIES_MIN_COUNT + index);
  return { value: count, label: count };
});

type SeriesDialogsProps = {
  /** The event's first concert's start: the copy is offered a week later, the series counts from it. */
  from: string;
  onCopy: (input: EventCopyInput) => Promise<unknown>;
  onRepeat: (input: EventRepeatInput) => Promise<unknown>;
  pending?: boolean;
};

/** "Kopiér" and "Gentag …" on an event's edit screen, each opening its dialog (issue 26). */
export function EventSeriesButtons({ from, onCopy, onRepeat, pending }: SeriesDialogsProps) {
  const [open, setOpen] = useState<'copy' | 'repeat'>();
  const close = () => setOpen(undefined);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen('copy')}>
        Kopiér
      </Button>
      <Button variant="secondary" onClick={() => setOpen('repeat')}>
        Gentag …
      </Button>
      <FormDialog open={open === 'copy'} title="Kopiér event" onClose={close}>
        <CopyEventForm from={from} onCopy={onCopy} pending={pending} />
      </FormDialog>
      <FormDialog open={open === 'repeat'} title="Gentag event" onClose={close}>
        <RepeatEventForm from={from} onRepeat={onRepeat} pending={pending} />
      </FormDialog>
    </>
  );
}

function CopyEventForm({ from, onCopy, pending }: Pick<SeriesDialogsProps, 'from' | 'onCopy' | 'pending'>) {
  const form = useSchemaForm({ schema: eventCopyInputSchema, defaultValues: { from: seriesStarts(from, 'week', 1)[0]!.toISOString() }, onSubmit: onCopy });
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="from">
          {(field) => (
            <field.DateTimeField
              label="Første koncert begynder"
              hint="Dansk tid. De øvrige koncerter flyttes med og beholder deres klokkeslæt."
            />
          )}
        </form.AppField>
        <p className="text-sm text-stone-700">Titel, beskrivelse, billet-URL, spillested, cover og kunstnere kopieres.</p>
        <form.SubmitButton pending={pending}>Kopiér</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function RepeatEventForm({ from, onRepeat, pending }: Pick<SeriesDialogsProps, 'from' | 'onRepeat' | 'pending'>) {
  const form = useSchemaForm({ schema: eventRepeatInputSchema, defaultValues: { every: 'week' as SeriesInterval, count: 4 }, onSubmit: onRepeat });
  const { every, count } = useStore(form.store, (state) => state.values);
  const previewId = useId();
  const dates = seriesStarts(from, every, count).map(formatDateTime);
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="every">{(field) => <field.SelectField label="Gentag" options={INTERVAL_OPTIONS} />}</form.AppField>
        <form.AppField name="count">
          {(field) => <field.SelectField label="Antal kopier" hint="Kopierne kommer efter dette event." options={COUNT_OPTIONS} />}
        </form.AppField>
        <section aria-labelledby={previewId}>
          <h3 id={previewId} className="font-semibold" aria-live="polite">
            {dates.length} nye events
          </h3>
          <ol className="mt-2 max-h-56 list-decimal overflow-y-auto pl-6 text-sm text-stone-700">
            {dates.map((date) => (
              <li key={date}>{date}</li>
            ))}
          </ol>
          {every === 'month' && (
            <p className="mt-2 text-sm text-stone-700">Har en måned ikke dagen, bruges månedens sidste dag.</p>
          )}
        </section>
        <form.SubmitButton pending={pending}>Opret {dates.length} events</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
