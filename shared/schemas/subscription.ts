import { z } from 'zod';
import { dateTimeSchema, idSchema, mailLanguageSchema } from './common';

/** "Nyt i programmet" goes out Monday at 10 Copenhagen time unless the settings say otherwise. */
export const DEFAULT_DIGEST_WEEKDAY = 1;
export const DEFAULT_DIGEST_HOUR = 10;

/** What a subscriber follows: the whole programme, one artist, one venue or one genre. */
export const FOLLOW_KINDS = ['all', 'artist', 'venue', 'genre'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

const FOLLOWS_MAX = 100;
const FOLLOW_MESSAGE = 'Vælg hvad du vil følge';

export const followSchema = z
  .object({
    kind: z.enum(FOLLOW_KINDS, { error: 'Ukendt slags: all, artist, venue eller genre' }),
    id: idSchema.optional().meta({ description: 'Kunstnerens, spillestedets eller genrens id; udeladt for all' }),
  })
  .refine((follow) => (follow.kind === 'all') === (follow.id === undefined), { error: 'Id skal angives for artist, venue og genre, ikke for all' });
export type Follow = z.infer<typeof followSchema>;

const followsSchema = z
  .array(followSchema, { error: FOLLOW_MESSAGE })
  .min(1, { error: FOLLOW_MESSAGE })
  .max(FOLLOWS_MAX, { error: `Højst ${FOLLOWS_MAX} ting at følge` });

const emailSchema = z
  .email({ error: 'E-mail skal være gyldig' })
  .max(254, { error: 'E-mail må højst være 254 tegn' })
  .toLowerCase()
  .meta({ description: 'Modtagerens adresse' });

export const subscribeInputSchema = z.object({
  email: emailSchema,
  follows: followsSchema.meta({ description: 'Hvad der følges: [{ kind: "all" }] for hele programmet, eller kunstnere, spillesteder og genrer' }),
  language: mailLanguageSchema
    .optional()
    .meta({ description: 'Sproget i mailene: da (standard) eller en. Gælder en ny eller ubekræftet adresse; en bekræftet skifter det fra sin egen side' }),
});
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;

/** The same answer whether the address was new, known or confirmed: it tells nobody who subscribes. */
export const subscribeAnswerSchema = z.object({ message: z.string() }).meta({ id: 'SubscribeAnswer' });
export const SUBSCRIBE_ANSWER = 'Tjek din indbakke: vi har sendt en e-mail med et link, du skal klikke på for at bekræfte. Uden bekræftelse sender vi intet.';

const tokenSchema = z
  .string({ error: 'Linket er ugyldigt' })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Linket er ugyldigt' })
  .meta({ description: 'Nøglen fra linket i en e-mail' });
export const subscriptionTokenSchema = z.object({ token: tokenSchema });

export const followViewSchema = z.object({
  kind: z.enum(FOLLOW_KINDS),
  id: idSchema.optional(),
  name: z.string().meta({ description: 'Kunstnerens, spillestedets eller genrens navn; "Hele programmet" for all' }),
});
export type FollowView = z.infer<typeof followViewSchema>;

export const subscriptionSchema = z
  .object({
    email: z.string(),
    confirmed: z.boolean(),
    follows: z.array(followViewSchema).meta({ description: 'Hvad der følges nu' }),
    pendingFollows: z.array(followViewSchema).meta({ description: 'Hvad der venter på bekræftelse' }),
    language: mailLanguageSchema.meta({ description: 'Sproget i mailene: da eller en' }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof subscriptionSchema>;

export const updateSubscriptionInputSchema = z.object({
  token: tokenSchema,
  follows: followsSchema,
  language: mailLanguageSchema.optional().meta({ description: 'Sproget i mailene fra nu af; udeladt beholder det' }),
});

export const memberSubscriptionInputSchema = z.object({
  follows: z.array(followSchema, { error: FOLLOW_MESSAGE }).max(FOLLOWS_MAX, { error: `Højst ${FOLLOWS_MAX} ting at følge` }).meta({ description: '[] stopper alle e-mails' }),
});

export const messageAnswerSchema = z.object({ message: z.string() });

export const subscriptionStatsSchema = z
  .object({
    confirmed: z.number().int().meta({ description: 'Bekræftede modtagere' }),
    unconfirmed: z.number().int().meta({ description: 'Venter på bekræftelse (glemmes efter 7 dage)' }),
    perFollow: z.array(followViewSchema.extend({ subscribers: z.number().int() })),
    lastDigest: z
      .object({ startedAt: dateTimeSchema, recipients: z.number().int(), delivered: z.number().int(), manual: z.boolean() })
      .optional()
      .meta({ description: 'Seneste "Nyt i programmet": modtagere og hvor mange der er sendt' }),
    nextDigestAt: dateTimeSchema.meta({ description: 'Næste planlagte udsendelse' }),
  })
  .meta({ id: 'SubscriptionStats' });
export type SubscriptionStats = z.infer<typeof subscriptionStatsSchema>;

export const digestSendAnswerSchema = z.object({ message: z.string() }).meta({ id: 'DigestSendAnswer' });

/** The page a mail's link opens (/subscription?token=…), posted without JavaScript: confirm, change or leave. */
export const subscriptionFormSchema = z.object({
  token: tokenSchema,
  action: z.enum(['confirm', 'update', 'leave'], { error: 'Ukendt handling' }),
  follows: z.array(followSchema).max(FOLLOWS_MAX, { error: `Højst ${FOLLOWS_MAX} ting at følge` }),
  language: mailLanguageSchema.optional(),
});

/**
 * What a posted follow form chose: checkboxes named "all", "artist-12", "venue-3" or "genre-5"
 * (each its own name, as a urlencoded body keeps one value per name), and what the page's address
 * names (?artist=12).
 */
export function followsOfForm(fields: Record<string, string>, query: Record<string, string> = {}): Follow[] {
  const follows: Follow[] = [];
  for (const kind of ['artist', 'venue', 'genre'] as const) {
    const id = Number(query[kind]);
    if (Number.isSafeInteger(id) && id > 0) follows.push({ kind, id });
  }
  for (const name of Object.keys(fields)) {
    if (name === 'all') follows.push({ kind: 'all' });
    const match = /^(artist|venue|genre)-(\d{1,9})$/.exec(name);
    if (match) follows.push({ kind: match[1] as 'artist', id: Number(match[2]) });
  }
  return follows;
}
