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

/**
 * A series is counted in evenings, this event included ("4 aftener i alt"), as an organiser plans it;
 * POST /api/events/{id}/repeat counts the copies it makes, one fewer. The option's value is that count.
 */
const EVENINGS_OPTIONS = Array.from({ length: SERIES_MAX_COUNT - SERIES_MIN_COUNT + 1 }, (_, index) => {
  const copies = SERIES_MIN_COUNT + index;
  return { value: String(copies), label: String(copies + 1) };
});

/** "hver uge", as a series is summed up in a sentence. */
const INTERVAL_WORDS: Record<SeriesInterval, string> = { week: 'hver uge', '2weeks': 'hver anden uge', month: 'hver måned' };

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
        <RepeatEventForm from={from} onRepeat={onRepeat} pending={pending} submitLabel={(copies) => `Opret ${copies} events`} />
      </FormDialog>
    </>
  );
}

type SeriesPlanProps = {
  /** The first concert's start as typed so far ('' before it is). */
  from: string;
  plan: EventRepeatInput | undefined;
  onPlan: (plan: EventRepeatInput | undefined) => void;
};

/**
 * "Gentag …" while an event is being created: the series is chosen now and made when the event is
 * saved, so an organiser with a weekly night does not have to find the button again on the edit screen.
 */
export function SeriesPlanButton({ from, plan, onPlan }: SeriesPlanProps) {
  const [open, setOpen] = useState(false);
  const last = plan && from ? seriesStarts(from, plan.every, plan.count).at(-1) : undefined;
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {plan ? 'Ret gentagelsen …' : 'Gentag …'}
      </Button>
      {plan && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-stone-800">
          <span>
            Gentages {INTERVAL_WORDS[plan.every]}: {plan.count + 1} aftener i alt{last && `, den sidste ${formatDateTime(last)}`}.
          </span>
          <Button variant="secondary" onClick={() => onPlan(undefined)}>
            Gentag ikke
          </Button>
        </p>
      )}
      <FormDialog open={open} title="Gentag event" onClose={() => setOpen(false)}>
        <RepeatEventForm
          from={from}
          initial={plan}
          submitLabel={() => 'Gentag'}
          onRepeat={async (chosen) => {
            onPlan(chosen);
            setOpen(false);
          }}
        />
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

type RepeatEventFormProps = Pick<SeriesDialogsProps, 'from' | 'onRepeat' | 'pending'> & {
  initial?: EventRepeatInput;
  /** The button's words for a series of `copies` copies. */
  submitLabel: (copies: number) => string;
};

function RepeatEventForm({ from, onRepeat, pending, initial = { every: 'week', count: 3 }, submitLabel }: RepeatEventFormProps) {
  const form = useSchemaForm({ schema: eventRepeatInputSchema, defaultValues: initial, onSubmit: onRepeat });
  const { every, count } = useStore(form.store, (state) => state.values);
  const previewId = useId();
  // The evenings in order, this one first; a new event's dates follow once its first concert has a start.
  const evenings = from ? [new Date(from), ...seriesStarts(from, every, count)].map(formatDateTime) : [];
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="every">{(field) => <field.SelectField label="Gentag" options={INTERVAL_OPTIONS} />}</form.AppField>
        <form.AppField name="count">
          {(field) => <field.SelectField label="Aftener i alt" hint="Dette event medregnet." options={EVENINGS_OPTIONS} />}
        </form.AppField>
        <section aria-labelledby={previewId}>
          <h3 id={previewId} className="font-semibold" aria-live="polite">
            {count + 1} aftener i alt
          </h3>
          {evenings.length > 0 ? (
            <ol className="mt-2 max-h-56 list-decimal overflow-y-auto pl-6 text-sm text-stone-700">
              {evenings.map((date, index) => (
                <li key={date}>
                  {date}
                  {index === 0 && ' (dette event)'}
                </li>
              ))}
            </ol>
          ) : (
            <p className="mt-2 text-sm text-stone-700">Datoerne følger den første koncerts start, når den er udfyldt.</p>
          )}
          {every === 'month' && (
            <p className="mt-2 text-sm text-stone-700">Har en måned ikke dagen, bruges månedens sidste dag.</p>
          )}
        </section>
        <form.SubmitButton pending={pending}>{submitLabel(count)}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
