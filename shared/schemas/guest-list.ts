import { z } from 'zod';
import { countText } from '../count-text';
import { dateTimeSchema, idSchema, jsonIdSchema, requiredText } from './common';

/**
 * Guest lists (docs/door.md#guest-lists): per night, names with +N, added by the booking group or by
 * an act through the secret link mailed to its contact.
 * - artist: a guest of one of the night's acts (`artistId`)
 * - press: press and photographers
 * - other: anyone else the night lets in
 */
/** Persons an act may add through its link when nothing else is set. */
export const DEFAULT_GUESTS_PER_ACT = 4;

export const GUEST_KINDS = ['artist', 'press', 'other'] as const;
export type GuestKind = (typeof GUEST_KINDS)[number];

export const GUEST_KIND_LABELS: Readonly<Record<GuestKind, string>> = {
  artist: 'Kunstnerens gæst',
  press: 'Presse',
  other: 'Andet',
};

/** The most a name brings along (+N): a guest and 20 more is a bus, not a list. */
export const GUEST_PLUS_MAX = 20;
/** The most persons one act's link may put on a night's list. */
export const GUEST_LIMIT_MAX = 50;
export const GUEST_NOTE_MAX = 200;

export const GUEST_LIST_MESSAGES = {
  eventNotFound: 'Arrangementet findes ikke',
  entryNotFound: 'Gæsten findes ikke på listen',
  name: 'Skriv gæstens navn',
  plus: `Antal ekstra (+N) skal være et helt tal fra 0 til ${GUEST_PLUS_MAX}`,
  kind: 'Vælg kunstnerens gæst, presse eller andet',
  artist: 'Vælg, hvilken kunstner gæsten hører til',
  notAct: 'Kunstneren spiller ikke på arrangementet',
  note: `Noten må højst være ${GUEST_NOTE_MAX} tegn`,
  email: 'Skriv en gyldig e-mailadresse',
  guestLimit: `Pladser skal være et helt tal fra 1 til ${GUEST_LIMIT_MAX}`,
  linkInvalid: 'Linket er ugyldigt eller udløbet',
  doorsOpen: 'Gæstelisten er lukket: dørene er åbnet',
  nightOver: 'Gæstelisten er lukket: aftenen er forbi',
  cancelled: 'Arrangementet er aflyst',
  notOwn: 'I kan kun fjerne de navne, I selv har skrevet på',
  entryId: 'Vælg et navn på listen',
} as const;

/** "Gæstelisten er fuld: I har 4 pladser, og de er brugt", or how few are left when some are. */
export function guestListFullText(limit: number, left: number): string {
  if (left <= 0) return `Gæstelisten er fuld: I har ${countText(limit, 'plads', 'pladser')}, og de er brugt`;
  return `Der er kun ${countText(left, 'plads', 'pladser')} tilbage på gæstelisten: skriv færre med (+N)`;
}

/** A name and its +N as the door reads them: "Kaja Holm +1". */
export const guestNameText = (name: string, plus: number) => (plus > 0 ? `${name} +${plus}` : name);

const plusSchema = z
  .number({ error: GUEST_LIST_MESSAGES.plus })
  .int({ error: GUEST_LIST_MESSAGES.plus })
  .min(0, { error: GUEST_LIST_MESSAGES.plus })
  .max(GUEST_PLUS_MAX, { error: GUEST_LIST_MESSAGES.plus })
  .pipe(z.number())
  .default(0)
  .meta({ description: `Hvor mange flere, navnet har med (0–${GUEST_PLUS_MAX})` });

const guestNameSchema = requiredText(GUEST_LIST_MESSAGES.name, 100).meta({ description: 'Gæstens navn, som døren leder efter det' });

const noteSchema = z
  .string({ error: GUEST_LIST_MESSAGES.note })
  .trim()
  .max(GUEST_NOTE_MAX, { error: GUEST_LIST_MESSAGES.note })
  // As requiredText: PostgreSQL stores no NUL, and nobody types control characters into a note.
  .refine((text) => !/[^\P{Cc}\t\n\r]|\p{Cs}/u.test(text), { error: 'Teksten indeholder ugyldige tegn' })
  .nullish()
  .transform((note) => note || undefined)
  .meta({ description: `Til døren, fx "fotograf" (højst ${GUEST_NOTE_MAX} tegn); tom eller udeladt er ingen` });

/** A name, its +N, its kind and the act it belongs to: what booking types in. */
const guestEntryFields = z.object({
  name: guestNameSchema,
  plus: plusSchema,
  kind: z.enum(GUEST_KINDS, { error: GUEST_LIST_MESSAGES.kind }),
  artistId: jsonIdSchema.nullish().meta({ description: 'Kunstneren, gæsten hører til; kræves ved kind artist og skal spille på arrangementet' }),
  note: noteSchema,
});

/** An artist's guest names its act; on other kinds an act is left out (the server ignores it). */
const withAct = <Schema extends z.ZodType<{ kind: GuestKind; artistId?: number | null }>>(schema: Schema) =>
  schema.refine((entry) => entry.kind !== 'artist' || typeof entry.artistId === 'number', { error: GUEST_LIST_MESSAGES.artist, path: ['artistId'] });

/** POST /api/events/{id}/guest-list. */
export const guestEntryInputSchema = withAct(guestEntryFields.extend({ id: idSchema }));
export type GuestEntryInput = z.input<typeof guestEntryInputSchema>;

/** PUT /api/guest-list/{id}: the entry as it should be now. */
export const guestEntryUpdateSchema = withAct(guestEntryFields.extend({ id: idSchema }));
export type GuestEntryUpdate = z.input<typeof guestEntryUpdateSchema>;

/** What the admin form holds: the same checks, without the ids the address carries. */
export const guestEntryFormSchema = withAct(guestEntryFields);

/** POST /api/events/{id}/guest-list/links: the act's link, made anew and mailed. */
export const guestLinkInputSchema = z.object({
  id: idSchema,
  artistId: jsonIdSchema.meta({ description: 'Kunstneren på arrangementet, linket er til' }),
  email: z
    .string({ error: GUEST_LIST_MESSAGES.email })
    .trim()
    .toLowerCase()
    .max(254, { error: 'E-mail må højst være 254 tegn' })
    .pipe(z.email({ error: GUEST_LIST_MESSAGES.email }))
    .meta({ description: 'Kunstnerens kontakt, som får linket' }),
  guestLimit: z
    .number({ error: GUEST_LIST_MESSAGES.guestLimit })
    .int({ error: GUEST_LIST_MESSAGES.guestLimit })
    .min(1, { error: GUEST_LIST_MESSAGES.guestLimit })
    .max(GUEST_LIMIT_MAX, { error: GUEST_LIST_MESSAGES.guestLimit })
    .pipe(z.number())
    .optional()
    .meta({ description: `Personer (navne og +N), akten må skrive på, 1–${GUEST_LIMIT_MAX}; udeladt er indstillingen guestsPerAct` }),
});
export type GuestLinkInput = z.input<typeof guestLinkInputSchema>;

const tokenSchema = z
  .string({ error: GUEST_LIST_MESSAGES.linkInvalid })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: GUEST_LIST_MESSAGES.linkInvalid })
  .meta({ description: 'Nøglen fra linket i mailen' });

export const guestLinkTokenSchema = z.object({ token: tokenSchema });

/** POST /api/guest-list/link/entries: a name the act puts on its own list. */
export const guestLinkEntryInputSchema = z.object({ token: tokenSchema, name: guestNameSchema, plus: plusSchema });
export type GuestLinkEntryInput = z.input<typeof guestLinkEntryInputSchema>;

/** POST /api/guest-list/link/entries/delete: a name the act put on itself. */
export const guestLinkEntryDeleteSchema = z.object({ token: tokenSchema, entryId: jsonIdSchema.meta({ description: 'Navnet, der fjernes' }) });

/** The plain form of the act's page (/gaesteliste?token=…): a name added, or one of its own removed. */
export const guestLinkFormSchema = z.discriminatedUnion(
  'action',
  [guestLinkEntryInputSchema.extend({ action: z.literal('add') }), guestLinkEntryDeleteSchema.extend({ action: z.literal('remove') })],
  { error: 'Vælg at skrive et navn på eller fjerne et' },
);

export const guestEntrySchema = z
  .object({
    id: idSchema,
    name: z.string(),
    plus: z.number().int(),
    kind: z.enum(GUEST_KINDS),
    artistId: idSchema.optional(),
    note: z.string().optional(),
    addedBy: z.string().meta({ description: 'Hvem der skrev navnet på, fx "Tilføjet af Anna" eller "Tilføjet af kunstneren"' }),
    byAct: z.boolean().meta({ description: 'Sand, når akten selv skrev navnet på gennem sit link' }),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'GuestEntry' });
export type GuestEntry = z.infer<typeof guestEntrySchema>;

/** When the act's link takes names, and until when booking edits. */
const closingFields = {
  closesAt: dateTimeSchema.meta({ description: 'Når dørene åbner (doorsAt, ellers arrangementets start): så lukker akternes links' }),
  open: z.boolean().meta({ description: 'Om akternes links stadig tager imod navne (før dørene åbner, og arrangementet er ikke aflyst)' }),
};

export const guestListSchema = z
  .object({
    event: z.object({ id: idSchema, title: z.string(), from: dateTimeSchema, to: dateTimeSchema, status: z.string() }),
    ...closingFields,
    editable: z.boolean().meta({ description: 'Om booking stadig kan rette listen (til aftenen er forbi)' }),
    entries: z.array(guestEntrySchema),
    acts: z.array(
      z.object({
        artistId: idSchema,
        name: z.string(),
        limit: z.number().int().meta({ description: 'Personer, aktens link må skrive på (linkets grænse, ellers indstillingen)' }),
        used: z.number().int().meta({ description: 'Personer på listen som aktens gæster (navne og +N), hvem der end skrev dem på' }),
        left: z.number().int(),
        link: z
          .object({ email: z.string(), sentAt: dateTimeSchema })
          .optional()
          .meta({ description: 'Aktens link, når det er sendt; udeladt ellers' }),
        contactEmail: z.string().optional().meta({ description: 'Kontakten fra aktens accepterede tilbud, til at sende linket til' }),
      }),
    ),
    persons: z.number().int().meta({ description: 'Personer på hele listen (navne og +N)' }),
  })
  .meta({ id: 'GuestList' });
export type GuestList = z.infer<typeof guestListSchema>;

/** What the act sees behind its link. */
export const guestLinkViewSchema = z
  .object({
    event: z.object({ id: idSchema, title: z.string(), from: dateTimeSchema, to: dateTimeSchema, venue: z.object({ id: idSchema, name: z.string() }) }),
    artist: z.object({ id: idSchema, name: z.string() }),
    ...closingFields,
    limit: z.number().int(),
    left: z.number().int(),
    entries: z.array(
      z.object({
        id: idSchema,
        name: z.string(),
        plus: z.number().int(),
        own: z.boolean().meta({ description: 'Skrevet på gennem linket: kan fjernes med det' }),
      }),
    ),
  })
  .meta({ id: 'GuestLinkView' });
export type GuestLinkView = z.infer<typeof guestLinkViewSchema>;

export const guestLinkSentSchema = z.object({ message: z.string() });
export const guestEntryDeletedSchema = z.object({ message: z.string() });
