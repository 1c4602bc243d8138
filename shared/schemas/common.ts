import { z } from 'zod';
import { da } from 'zod/locales';
import { LIST_DEFAULT_PER_PAGE } from '../constants';
import { LOCALES } from '../i18n';

// Messages zod writes itself (a wrong type, say) are Danish too, on the server and in forms.
z.config(da());

/** A positive integer (an id, a page number) with the message a form or the API shows. */
export function positiveInteger(message: string) {
  return z.number({ error: message }).int({ error: message }).positive({ error: message });
}

/**
 * A JSON true or false. Not z.boolean(): trpc-to-openapi coerces booleans in REST bodies, and
 * Boolean("false") is true, so a string would silently flip the answer.
 */
export function jsonBoolean(message: string) {
  return z.literal([true, false], { error: message });
}

export const idSchema = positiveInteger('Id skal være et positivt heltal');

/**
 * A positive integer in a JSON body, which must be a JSON number. trpc-to-openapi turns coercion on
 * for every number of an input it serves (query and path values arrive as text), and Number(true)
 * and Number([1]) are 1: piped into itself, the number is out of its reach and refuses them.
 */
export function jsonInteger(message: string) {
  return positiveInteger(message).pipe(z.number());
}

/** A whole number from `min` to `max` in a JSON body, never coerced from text (see jsonInteger), with one message for every way it is wrong. */
export function jsonWholeNumber(message: string, min: number, max: number) {
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message }).pipe(z.number());
}

/** An id in a JSON body (a list of genres or teams). */
export const jsonIdSchema = jsonInteger('Id skal være et positivt heltal');

export const idParamSchema = z.object({ id: idSchema });

/** Dates travel as ISO 8601 UTC strings on /trpc and /api alike (no data transformer). */
export const dateTimeSchema = z.iso.datetime({ offset: true });

/**
 * Whether a text holds only characters a person types: no control characters but line breaks and
 * tabs (PostgreSQL cannot store NUL), and no half of a UTF-16 surrogate pair (PostgreSQL would store
 * U+FFFD in its place, and the answer would differ from what is read back).
 */
export const hasOnlyTypedCharacters = (text: string) => !/[^\P{Cc}\t\n\r]|\p{Cs}/u.test(text);
export const INVALID_CHARACTERS_MESSAGE = 'Teksten indeholder ugyldige tegn';

/**
 * Trims and requires a string with something visible in it, with the Danish message the form
 * shows. Control characters other than line breaks and tabs are refused: PostgreSQL cannot store
 * NUL, and no name or text a person types contains them; so are lone surrogates.
 */
export function requiredText(message: string, max = 200) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    // Invisible characters alone (a zero-width space) are as empty as spaces.
    .refine((text) => /[^\s\p{Cf}]/u.test(text), { error: message })
    .max(max, { error: `Højst ${max} tegn` })
    .refine(hasOnlyTypedCharacters, { error: INVALID_CHARACTERS_MESSAGE });
}

/**
 * An optional field added after the spec (issue 26). Absent keeps what is stored (on create: none):
 * the original client sends only the contract's fields, and its PUT must not erase a venue's address or
 * an event's price an editor typed. null or blank removes it.
 */
export function optionalField<T extends z.ZodType<string, string>>(field: T, message: string, description: string) {
  return z
    .string({ error: message })
    .trim()
    .nullish()
    .transform((text) => (text === undefined ? undefined : text || null))
    .pipe(field.nullish())
    .meta({ description: `${description}; udeladt beholder den gemte værdi, null eller tom fjerner den` });
}

/**
 * The list query options of docs/product.md / docs/api.md, as they arrive in a query string.
 * order_by and filter are parsed against a per-resource whitelist on the server.
 */
export const listQuerySchema = z.object({
  // Descriptions sit inside .optional(): the OpenAPI generator unwraps optional query parameters.
  page: positiveInteger('page skal være et positivt heltal').meta({ description: 'Sidenummer, fra 1 (standard 1)' }).optional(),
  per_page: z
    .number({ error: 'per_page skal være et ikke-negativt heltal' })
    .int({ error: 'per_page skal være et ikke-negativt heltal' })
    .nonnegative({ error: 'per_page skal være et ikke-negativt heltal' })
    .meta({ description: 'Poster pr. side (standard 100; 0 = alle)' })
    .optional(),
  limit: positiveInteger('limit skal være et positivt heltal').meta({ description: 'Højst så mange poster i svaret' }).optional(),
  order_by: z
    .array(z.string())
    .meta({ description: 'Gentageligt: "felt ASC", "felt:DESC" eller blot "felt" (stigende)', examples: [['name ASC']] })
    .optional(),
  filter: z
    .string()
    .meta({ description: 'Betingelser "felt OP værdi" adskilt af komma; OP er = != > >= < <=', examples: ['city=Aarhus,id>3'] })
    .optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export const listDefaults = { page: 1, perPage: LIST_DEFAULT_PER_PAGE } as const;

export function pagedListSchema<T extends z.ZodType>(record: T) {
  return z.object({
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    pageCount: z.number().int().nonnegative(),
    totalCount: z.number().int().nonnegative(),
    records: z.array(record),
  });
}
export type PagedList<T> = {
  page: number;
  perPage: number;
  pageCount: number;
  totalCount: number;
  records: T[];
};

/**
 * The updatedAt an editor loaded, sent back with PUT: a record changed since is not overwritten but
 * refused with 409 (docs/api.md). Left out, the last write wins.
 */
export const seenUpdatedAt = {
  updatedAt: dateTimeSchema.optional().meta({
    description: 'Postens updatedAt, da den blev hentet. Er posten ændret siden, svares 409, og intet gemmes. Udeladt: sidste skrivning vinder.',
  }),
};

/** createdAt/updatedAt and who made the change (docs/product.md). */
export const auditFields = {
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
  createdBy: idSchema.optional(),
  updatedBy: idSchema.optional(),
};

/** The language of a visitor's mails (docs/languages.md): Danish unless asked for in English. */
export const mailLanguageSchema = z.enum(LOCALES, { error: 'Ukendt sprog: da eller en' });
