import { useMemo } from 'react';
import { z } from 'zod';
import {
  ACT_REQUIRED,
  CLOSED_REASON_MAX,
  calendarDateSchema,
  closedDateInputSchema,
  EXPIRY_AFTER_DATE,
  type Hold,
  HOLD_NOTE_MAX,
  HOLD_RANK_LABELS,
  type HoldInput,
  holdUpdateSchema,
} from '../../../../../shared/schemas/hold';
import type { SelectOption } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { dayLabel } from '../calendar-dates';
import { addDays } from '../../../../../shared/calendar-day';
import { actName, useBookingActions } from '../use-booking-actions';
import { useFormRefusal } from './form-refusal';

/** How long a new hold lasts unless changed: two weeks, but never past its date. */
export const HOLD_DAYS = 14;
export const defaultExpiry = (date: string, today: string) => {
  const inTwoWeeks = addDays(today, HOLD_DAYS);
  return date && date < inTwoWeeks ? date : inTwoWeeks;
};

const noteSchema = z
  .string()
  .trim()
  .max(HOLD_NOTE_MAX, { error: `Noten må højst være ${HOLD_NOTE_MAX} tegn` })
  .transform((note) => note || undefined);

/** The form's values: the act is chosen in one of two lists, 0 for none. */
const holdFormSchema = z
  .object({ date: calendarDateSchema, expiresOn: calendarDateSchema, applicationId: z.number(), artistId: z.number(), note: noteSchema })
  .refine((values) => (values.applicationId > 0) !== (values.artistId > 0), { error: ACT_REQUIRED, path: ['applicationId'] })
  .refine((values) => values.expiresOn <= values.date, { error: EXPIRY_AFTER_DATE, path: ['expiresOn'] });

type AddHoldFormProps = {
  venueId: number;
  venueName: string;
  /** The day chosen in the calendar, or '' from "Ny option". */
  date: string;
  today: string;
  /** An application chosen beforehand (from its page). */
  applicationId?: number;
  applications: readonly SelectOption[];
  artists: readonly SelectOption[];
  onDone: () => void;
};

/** "Ny option": a date, when it expires, an application or an artist, and a note. The server gives the first free rank. */
export function AddHoldForm({ venueId, venueName, date, today, applicationId, applications, artists, onDone }: AddHoldFormProps) {
  const { create, pending } = useBookingActions();
  const refusal = useFormRefusal();
  const form = useSchemaForm({
    schema: holdFormSchema,
    defaultValues: { date, expiresOn: defaultExpiry(date, today), applicationId: applicationId ?? 0, artistId: 0, note: '' },
    onSubmit: ({ applicationId: application, artistId: artist, ...values }) => {
      const input: HoldInput = { venueId, ...values, ...(application > 0 ? { applicationId: application } : { artistId: artist }) };
      return refusal.send(create(input), onDone);
    },
  });
  return (
    <form.AppForm>
      {refusal.shown}
      <form.Form>
        <p className="text-sm text-stone-700">Hos {venueName}. Er der allerede en 1. option på dagen, bliver den nye 2. option.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          <form.AppField name="date">{(field) => <field.TextField label="Dato" type="date" />}</form.AppField>
          <form.AppField name="expiresOn">{(field) => <field.TextField label="Udløber" type="date" hint="Sidste dag, optionen gælder" />}</form.AppField>
        </div>
        <form.AppField name="applicationId">
          {(field) => <field.SelectField label="Ansøgning" placeholder="Ingen ansøgning" options={applications} hint="Ansøgninger, der ikke er afvist eller trukket tilbage" />}
        </form.AppField>
        <form.AppField name="artistId">{(field) => <field.SelectField label="Eller en kunstner" placeholder="Ingen kunstner" options={artists} />}</form.AppField>
        <form.AppField name="note">{(field) => <field.TextareaField label="Note (valgfri)" rows={2} maxLength={HOLD_NOTE_MAX} />}</form.AppField>
        <form.SubmitButton pending={pending}>Giv option</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

/** "Forlæng": a new last day (later or sooner) and the note. */
export function ExtendHoldForm({ hold, onDone }: { hold: Hold; onDone: () => void }) {
  const { update, pending } = useBookingActions();
  const refusal = useFormRefusal();
  // The server refuses a last day past the date it holds; the form says so before sending.
  const schema = useMemo(() => holdUpdateSchema.refine((change) => change.expiresOn <= hold.date, { error: EXPIRY_AFTER_DATE, path: ['expiresOn'] }), [hold.date]);
  const form = useSchemaForm({
    schema,
    defaultValues: { expiresOn: hold.expiresOn, note: hold.note ?? '' },
    onSubmit: (change) => refusal.send(update(hold.id, change), onDone),
  });
  return (
    <form.AppForm>
      {refusal.shown}
      <form.Form>
        <p className="text-sm text-stone-700">
          {HOLD_RANK_LABELS[hold.rank]} for {actName(hold)}, {dayLabel(hold.date)}.
        </p>
        <form.AppField name="expiresOn">{(field) => <field.TextField label="Udløber" type="date" hint="Sidste dag, optionen gælder" />}</form.AppField>
        <form.AppField name="note">{(field) => <field.TextareaField label="Note (valgfri)" rows={2} maxLength={HOLD_NOTE_MAX} />}</form.AppField>
        <form.SubmitButton pending={pending}>Gem</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

/** "Luk dagen": the venue is closed; no holds are given on the day. */
export function CloseDayForm({ venueId, date, onDone }: { venueId: number; date: string; onDone: () => void }) {
  const { close, pending } = useBookingActions();
  const refusal = useFormRefusal();
  const form = useSchemaForm({
    schema: closedDateInputSchema,
    defaultValues: { venueId, date, reason: '' },
    onSubmit: (input) => refusal.send(close(input), onDone),
  });
  return (
    <form.AppForm>
      {refusal.shown}
      <form.Form>
        <p className="text-sm text-stone-700">Spillestedet holder lukket {dayLabel(date)}: der kan ikke gives optioner på dagen.</p>
        <form.AppField name="reason">{(field) => <field.TextField label="Hvorfor (valgfrit)" hint="Fx “Sommerferie” eller “Privat udlejning”" maxLength={CLOSED_REASON_MAX} />}</form.AppField>
        <form.SubmitButton pending={pending}>Luk dagen</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
