import { z } from 'zod';
import { MAX_IMAGE_BYTES } from '../constants';
import { APPLICATION_STATUSES, REVIEW_STATUSES, VOTES } from '../application-status';
import { MONTH_PATTERN } from '../calendar-day';
import { dateTimeSchema, hasOnlyTypedCharacters, idSchema, INVALID_CHARACTERS_MESSAGE, jsonBoolean, pagedListSchema, requiredText } from './common';

/** The fields the settings may turn off; name, contact, e-mail and consent are always asked. */
export const OPTIONAL_APPLICATION_FIELDS = ['phone', 'town', 'genres', 'links', 'text', 'picture', 'dates', 'lineup', 'technicalNeeds', 'deal'] as const;
export type OptionalApplicationField = (typeof OPTIONAL_APPLICATION_FIELDS)[number];
export const OPTIONAL_APPLICATION_FIELD_LABELS: Record<OptionalApplicationField, string> = {
  phone: 'Telefon',
  town: 'Hjemby',
  genres: 'Genrer',
  links: 'Links',
  text: 'Kort om jer',
  picture: 'Pressefoto',
  dates: 'Ønskede måneder og datoer',
  lineup: 'Antal på scenen',
  technicalNeeds: 'Tekniske behov',
  deal: 'Honorar eller aftale',
};

export const MAX_APPLICATION_LINKS = 5;
/** Links in the free text beyond this mark the form as spam: a band needs none there, its links have their own fields. */
export const MAX_LINKS_IN_TEXT = 2;
/** A person needs longer than this to fill in the form; a script does not. */
export const MIN_FILL_MS = 4000;
export const DEFAULT_RETENTION_MONTHS = 6;

const LINK_MESSAGE = 'Et link skal være en gyldig adresse, der begynder med https:// eller http://';
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Højst ${max} tegn` })
    .refine(hasOnlyTypedCharacters, { error: INVALID_CHARACTERS_MESSAGE })
    .optional()
    .transform((text) => text || undefined);

export const PHONE_MESSAGE = 'Telefonnummeret skal have 8–15 cifre';

/** The form at /spil-hos-os and POST /api/applications. */
export const applicationInputSchema = z.object({
  actName: requiredText('Skriv navnet på bandet eller kunstneren', 100).meta({ description: 'Bandets eller kunstnerens navn' }),
  contactName: requiredText('Skriv navnet på en kontaktperson', 100),
  email: z.email({ error: 'Skriv en gyldig e-mailadresse' }).max(254, { error: 'Højst 254 tegn' }).toLowerCase(),
  phone: optionalText(30).refine((phone) => phone === undefined || /^\+?[\d\s-]+$/.test(phone) && phone.replace(/\D/g, '').length >= 8 && phone.replace(/\D/g, '').length <= 15, {
    error: PHONE_MESSAGE,
  }),
  town: optionalText(60).meta({ description: 'Hjemby' }),
  genres: z
    .array(z.string().trim().min(1).max(40, { error: 'En genre må højst være 40 tegn' }))
    .max(5, { error: 'Højst 5 genrer' })
    .default([])
    .transform((genres) => [...new Set(genres.map((genre) => genre.toLowerCase()))]),
  links: z
    .array(z.url({ protocol: /^https?$/, error: LINK_MESSAGE }).max(500, { error: 'Et link må højst være 500 tegn' }))
    .max(MAX_APPLICATION_LINKS, { error: `Højst ${MAX_APPLICATION_LINKS} links` })
    .default([])
    .meta({ description: 'Spotify, Bandcamp, YouTube, SoundCloud, en hjemmeside …' }),
  text: optionalText(2000)
    .refine((text) => (text?.match(/https?:\/\//g)?.length ?? 0) <= MAX_LINKS_IN_TEXT, { error: `Højst ${MAX_LINKS_IN_TEXT} links i teksten: sæt jeres links i felterne til links` })
    .meta({ description: 'Kort om jer' }),
  pictureUrl: optionalText(500).meta({ description: 'Pressefoto: URL’en fra POST /api/applications/picture' }),
  months: z
    .array(z.string().regex(MONTH_PATTERN, { error: 'En måned skrives ÅÅÅÅ-MM' }))
    .max(12, { error: 'Højst 12 måneder' })
    .default([])
    .transform((months) => [...new Set(months)].sort())
    .meta({ description: 'Ønskede måneder, "2027-03"' }),
  dates: optionalText(300).meta({ description: 'Ønskede datoer eller andet om tidspunktet' }),
  lineupSize: z
    .number({ error: 'Skriv hvor mange I er på scenen' })
    .int({ error: 'Skriv hvor mange I er på scenen' })
    .min(1, { error: 'Mindst 1' })
    .max(50, { error: 'Højst 50' })
    .optional(),
  technicalNeeds: optionalText(1000),
  deal: optionalText(300).meta({ description: 'Hvad I kan spille for: honorar, dørsalg …' }),
  consent: z.literal(true, { error: 'Sæt flueben, hvis vi må gemme oplysningerne, mens vi behandler ansøgningen' }),
  /** Left empty by people, who never see it; filled in by scripts that fill in everything. */
  website: z.string().max(500).optional().meta({ description: 'Lad feltet være tomt' }),
  startedAt: z.number().int().nonnegative().optional().meta({ description: 'Hvornår formularen blev vist (ms siden 1970); formularen på /spil-hos-os sætter den' }),
});
export type ApplicationInput = z.input<typeof applicationInputSchema>;

/** The form's field names for its lists, as a browser without JavaScript posts them. */
export const linkFieldName = (index: number) => `link${index}`;
export const monthFieldName = (month: string) => `month-${month}`;

/** The fields of /spil-hos-os as posted (no JavaScript needed) made into the API's input. */
export function applicationInputOfForm(fields: Record<string, string>): ApplicationInput {
  const text = (name: string) => fields[name]?.trim() || undefined;
  return {
    actName: fields.actName ?? '',
    contactName: fields.contactName ?? '',
    email: fields.email ?? '',
    phone: text('phone'),
    town: text('town'),
    genres: (fields.genres ?? '').split(',').map((genre) => genre.trim()).filter(Boolean),
    links: Array.from({ length: MAX_APPLICATION_LINKS }, (_, index) => text(linkFieldName(index))).filter((link): link is string => link !== undefined),
    text: text('text'),
    pictureUrl: text('pictureUrl'),
    months: Object.keys(fields).filter((name) => name.startsWith('month-') && fields[name]).map((name) => name.slice('month-'.length)),
    dates: text('dates'),
    lineupSize: text('lineupSize') === undefined ? undefined : Number(fields.lineupSize),
    technicalNeeds: text('technicalNeeds'),
    deal: text('deal'),
    // A ticked checkbox is sent as "on", an unticked one not at all.
    consent: (fields.consent !== undefined) as true,
    website: fields.website,
    startedAt: Number(fields.startedAt) || undefined,
  };
}

/** A multipart post of the form: the photo, and its many fields; the longest, the text of 2,000 characters, is at most 8,000 bytes in UTF-8. */
export const APPLICATION_FORM_LIMITS = { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 40, fieldSize: 8000 };

export const APPLICATION_RECEIVED = 'Tak for jeres ansøgning! Vi har sendt en bekræftelse med et link, hvor I kan følge den og trække den tilbage.';
export const applicationAnswerSchema = z.object({ message: z.string() }).meta({ id: 'ApplicationAnswer' });

/** What the form shows, from the settings (GET /api/applications/form). */
export const applicationFormSchema = z
  .object({
    open: z.boolean(),
    closedMessage: z.string().optional().meta({ description: 'Hvorfor der er lukket for ansøgninger, når open er false' }),
    intro: z.string().optional().meta({ description: 'Spillestedets tekst øverst i formularen' }),
    fields: z.array(z.enum(OPTIONAL_APPLICATION_FIELDS)).meta({ description: 'De valgfrie felter, der spørges om' }),
    retentionMonths: z.number().int(),
    startedAt: z.number().int().meta({ description: 'Send med tilbage som startedAt' }),
  })
  .meta({ id: 'ApplicationForm' });
export type ApplicationForm = z.infer<typeof applicationFormSchema>;

const statusMailText = (label: string) => optionalText(2000).meta({ description: `Mailen til akten, når ansøgningen sættes til ${label}; tom: ingen mail` });

/** The venue's own words and choices for the form and its mails (GET /api/applications/settings). */
export const applicationSettingsSchema = z
  .object({
    intro: z.string().optional(),
    closed: z.boolean(),
    closedMessage: z.string().optional(),
    fields: z.array(z.enum(OPTIONAL_APPLICATION_FIELDS)),
    retentionMonths: z.number().int(),
    reviewingText: z.string().optional(),
    offerText: z.string().optional(),
    bookedText: z.string().optional(),
    declinedText: z.string().optional(),
  })
  .meta({ id: 'ApplicationSettings' });
export type ApplicationSettings = z.infer<typeof applicationSettingsSchema>;

/** PUT /api/applications/settings: the whole record. */
export const applicationSettingsInputSchema = z.object({
  intro: optionalText(2000).meta({ description: 'Teksten øverst i formularen, fx "Vi booker rock og folk"' }),
  closed: jsonBoolean('closed skal være true eller false').meta({ description: 'Lukket for ansøgninger' }),
  closedMessage: optionalText(500).meta({ description: 'Beskeden, formularen viser, når der er lukket' }),
  fields: z
    .array(z.enum(OPTIONAL_APPLICATION_FIELDS, { error: 'Ukendt felt' }))
    .transform((fields) => [...new Set(fields)])
    .meta({ description: 'De valgfrie felter, formularen spørger om' }),
  retentionMonths: z
    .number({ error: 'Skriv et antal måneder' })
    .int({ error: 'Skriv et helt antal måneder' })
    .min(1, { error: 'Mindst 1 måned' })
    .max(36, { error: 'Højst 36 måneder' })
    .meta({ description: 'Afviste og tilbagetrukne ansøgninger slettes efter så mange måneder (standard 6)' }),
  reviewingText: statusMailText('Vurderes'),
  offerText: statusMailText('Tilbud'),
  bookedText: statusMailText('Booket'),
  declinedText: statusMailText('Afvist'),
});
export type ApplicationSettingsInput = z.input<typeof applicationSettingsInputSchema>;

export const applicationTokenSchema = z.object({
  token: z.string({ error: 'Linket er ugyldigt' }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Linket er ugyldigt' }).meta({ description: 'Nøglen fra linket i bekræftelsesmailen' }),
});

/** What the act sees on its status page. */
export const applicationStatusViewSchema = z
  .object({
    actName: z.string(),
    status: z.enum(APPLICATION_STATUSES),
    statusLabel: z.string(),
    createdAt: dateTimeSchema,
    statusChangedAt: dateTimeSchema,
    retentionMonths: z.number().int(),
  })
  .meta({ id: 'ApplicationStatusView' });
export type ApplicationStatusView = z.infer<typeof applicationStatusViewSchema>;

const reviewerSchema = z.object({ id: idSchema, firstName: z.string(), lastName: z.string() });

export const applicationVoteSchema = z.object({ member: reviewerSchema, vote: z.enum(VOTES), votedAt: dateTimeSchema });
export const applicationCommentSchema = z.object({ id: idSchema, member: reviewerSchema.optional(), text: z.string(), createdAt: dateTimeSchema });

export const applicationSchema = z
  .object({
    id: idSchema,
    actName: z.string(),
    contactName: z.string(),
    email: z.string(),
    phone: z.string().optional(),
    town: z.string().optional(),
    genres: z.array(z.string()),
    links: z.array(z.string()),
    text: z.string().optional(),
    pictureUrl: z.string().optional(),
    months: z.array(z.string()),
    dates: z.string().optional(),
    lineupSize: z.number().int().optional(),
    technicalNeeds: z.string().optional(),
    deal: z.string().optional(),
    status: z.enum(APPLICATION_STATUSES),
    createdAt: dateTimeSchema,
    statusChangedAt: dateTimeSchema,
    votes: z.object({ yes: z.number().int(), maybe: z.number().int(), no: z.number().int() }).optional().meta({
      description: 'Stemmerne talt op; kun for den, der selv har stemt',
    }),
    myVote: z.enum(VOTES).optional(),
  })
  .meta({ id: 'Application' });
export type Application = z.infer<typeof applicationSchema>;

export const applicationDetailSchema = applicationSchema
  .extend({
    voters: z.array(applicationVoteSchema).optional().meta({ description: 'Hvem der stemte hvad; kun for den, der selv har stemt' }),
    voteCount: z.number().int().meta({ description: 'Hvor mange der har stemt' }),
    comments: z.array(applicationCommentSchema),
  })
  .meta({ id: 'ApplicationDetail' });
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>;

export const applicationListSchema = pagedListSchema(applicationSchema).meta({ id: 'ApplicationList' });

export const applicationListInputSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Ukendt status' }).optional(),
  genre: z.string().trim().max(40).optional(),
  month: z.string().regex(MONTH_PATTERN, { error: 'En måned skrives ÅÅÅÅ-MM' }).optional(),
  town: z.string().trim().max(60).optional(),
  page: z.number().int().positive().optional(),
});
export type ApplicationListInput = z.infer<typeof applicationListInputSchema>;

/** The genres, months and towns the filters offer: those the applications name. */
export const applicationFacetsSchema = z
  .object({
    genres: z.array(z.string()),
    months: z.array(z.string()),
    towns: z.array(z.string()),
    counts: z.record(z.enum(APPLICATION_STATUSES), z.number().int()),
  })
  .meta({ id: 'ApplicationFacets' });
export type ApplicationFacets = z.infer<typeof applicationFacetsSchema>;

export const applicationVoteInputSchema = z.object({ vote: z.enum(VOTES, { error: 'Stem ja, måske eller nej' }) });
export const applicationCommentInputSchema = z.object({ text: requiredText('Skriv en kommentar', 2000) });
export const applicationStatusInputSchema = z.object({
  status: z.enum(REVIEW_STATUSES, { error: 'Vælg en status' }),
  notify: z.boolean().default(true).meta({ description: 'Send akten mailen fra indstillingerne (standard true)' }),
});
export const applicationIdSchema = z.object({ id: idSchema });
