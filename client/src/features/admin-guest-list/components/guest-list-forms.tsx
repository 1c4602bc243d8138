import { z } from 'zod';
import {
  GUEST_KIND_LABELS,
  GUEST_KINDS,
  GUEST_LIMIT_MAX,
  GUEST_LIST_MESSAGES,
  GUEST_NOTE_MAX,
  GUEST_PLUS_MAX,
  type GuestEntry,
  type GuestKind,
  type GuestList,
  guestLinkInputSchema,
} from '../../../../../shared/schemas/guest-list';
import type { SelectOption } from '../../../components/form/fields';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useGuestListActions } from '../use-guest-list-actions';

type Act = GuestList['acts'][number];

const KIND_OPTIONS: readonly SelectOption[] = GUEST_KINDS.map((kind) => ({ value: kind, label: GUEST_KIND_LABELS[kind] }));
const PLUS_OPTIONS: readonly SelectOption[] = Array.from({ length: GUEST_PLUS_MAX + 1 }, (_, plus) => ({ value: String(plus), label: plus === 0 ? 'Ingen' : `+${plus}` }));
const LIMIT_OPTIONS: readonly SelectOption[] = Array.from({ length: GUEST_LIMIT_MAX }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));

/** The form's values: the act is chosen in a list, 0 for none. */
const entryFormSchema = z
  .object({
    name: z.string().trim().min(1, { error: GUEST_LIST_MESSAGES.name }).max(100, { error: 'Højst 100 tegn' }),
    plus: z.number(),
    kind: z.enum(GUEST_KINDS),
    artistId: z.number(),
    note: z.string().trim().max(GUEST_NOTE_MAX, { error: GUEST_LIST_MESSAGES.note }),
  })
  .refine((values) => values.kind !== 'artist' || values.artistId > 0, { error: GUEST_LIST_MESSAGES.artist, path: ['artistId'] });

type EntryFormProps = {
  eventId: number;
  acts: readonly Act[];
  /** The name being corrected; none for a new one. */
  entry?: GuestEntry;
  /** A new name starts as this kind (and act), from the section it was added in. */
  kind?: GuestKind;
  artistId?: number;
  onDone: () => void;
};

/** "Tilføj gæst" and "Ret": a name, +N, whose guest it is, and a note for the door. */
export function GuestEntryForm({ eventId, acts, entry, kind = 'artist', artistId, onDone }: EntryFormProps) {
  const { create, update, pending } = useGuestListActions();
  const form = useSchemaForm({
    schema: entryFormSchema,
    defaultValues: {
      name: entry?.name ?? '',
      plus: entry?.plus ?? 0,
      kind: entry?.kind ?? kind,
      artistId: entry?.artistId ?? artistId ?? acts[0]?.artistId ?? 0,
      note: entry?.note ?? '',
    },
    onSubmit: async ({ artistId: act, note, ...values }) => {
      const input = { ...values, ...(values.kind === 'artist' && { artistId: act }), note: note || null };
      const outcome = await (entry ? update({ id: entry.id, ...input }) : create({ id: eventId, ...input }));
      if (!outcome) onDone();
      return outcome;
    },
  });
  const actOptions = acts.map((act) => ({ value: String(act.artistId), label: act.name }));
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField name="name">{(field) => <field.TextField label="Navn" maxLength={100} autoComplete="off" />}</form.AppField>
        <form.AppField name="plus">{(field) => <field.SelectField label="Har med (+N)" options={PLUS_OPTIONS} hint="+1 er én person mere på samme navn" />}</form.AppField>
        <form.AppField name="kind">{(field) => <field.SelectField label="Hvis gæst" options={KIND_OPTIONS} />}</form.AppField>
        <form.Subscribe selector={(state) => state.values.kind}>
          {(chosen) =>
            chosen === 'artist' && (
              <form.AppField name="artistId">{(field) => <field.SelectField label="Kunstner" placeholder="Vælg kunstner" options={actOptions} />}</form.AppField>
            )
          }
        </form.Subscribe>
        <form.AppField name="note">
          {(field) => <field.TextareaField label="Note til døren (valgfri)" rows={2} maxLength={GUEST_NOTE_MAX} hint="Fx “fotograf” eller “henter armbånd i baren”" />}
        </form.AppField>
        <form.SubmitButton pending={pending}>{entry ? 'Gem' : 'Skriv på listen'}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

const linkFormSchema = guestLinkInputSchema.pick({ email: true }).extend({ guestLimit: z.number() });

/** "Send link til gæsteliste": the act's contact and how many persons it may put on. */
export function GuestLinkForm({ eventId, act, onDone }: { eventId: number; act: Act; onDone: () => void }) {
  const { sendLink, pending } = useGuestListActions();
  const form = useSchemaForm({
    schema: linkFormSchema,
    defaultValues: { email: act.link?.email ?? act.contactEmail ?? '', guestLimit: act.limit },
    onSubmit: async (values) => {
      const outcome = await sendLink({ id: eventId, artistId: act.artistId, ...values });
      if (!outcome) onDone();
      return outcome;
    },
  });
  return (
    <form.AppForm>
      <form.Form>
        <p className="text-sm text-stone-700">
          {act.name} får et link, hvor de selv kan skrive gæster på, til dørene åbner.
          {act.link && ' Det link, der blev sendt før, holder op med at virke.'}
        </p>
        <form.AppField name="email">
          {(field) => <field.TextField label="Kontaktens e-mail" type="email" autoComplete="off" hint={act.contactEmail && !act.link ? 'Fra det accepterede tilbud' : undefined} />}
        </form.AppField>
        <form.AppField name="guestLimit">{(field) => <field.SelectField label="Pladser (navne og +N)" options={LIMIT_OPTIONS} />}</form.AppField>
        <form.SubmitButton pending={pending}>Send link</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
