import { z } from 'zod';
import { dateTimeSchema, idSchema, requiredText } from './common';

export const API_TOKEN_SCOPES = ['read', 'write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What a script may do with a token: read, or read and write (docs/permissions.md). */
const scopesSchema = z
  .array(z.enum(API_TOKEN_SCOPES, { error: 'Rettigheden skal være "read" eller "write"' }), { error: 'Vælg, hvad nøglen må' })
  .refine((scopes) => scopes.includes('read'), { error: 'En nøgle skal mindst kunne læse: ["read"] eller ["read", "write"]' })
  .meta({ description: '["read"]: kun GET og HEAD; ["read", "write"]: alt, medlemmet selv må', examples: [['read']] });

export const API_TOKEN_EXPIRY_MESSAGE = 'Udløbstidspunktet skal ligge i fremtiden';

/** An expiry still to come: a token that never worked would only confuse. */
export const isFutureInstant = (value: string) => Date.parse(value) > Date.now();

/** POST /api/profile/tokens. */
export const apiTokenInputSchema = z.object({
  name: requiredText('Giv nøglen et navn', 100).meta({ description: 'Hvad nøglen bruges til, fx "Synkronisering til kommunens kalender"' }),
  scopes: scopesSchema,
  expiresAt: dateTimeSchema
    .refine(isFutureInstant, { error: API_TOKEN_EXPIRY_MESSAGE })
    .nullable()
    .meta({ description: 'Hvornår nøglen holder op med at virke; udeladt eller null: aldrig' })
    .optional(),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

/** A token as its owner and the admins see it: never the token itself, which only its creation answers. */
export const apiTokenSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    scopes: z.array(z.enum(API_TOKEN_SCOPES)),
    createdAt: dateTimeSchema,
    lastUsedAt: dateTimeSchema.nullable().meta({ description: 'Senest brugt (opdateres højst én gang i minuttet)' }),
    expiresAt: dateTimeSchema.nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokenListSchema = z.array(apiTokenSchema).meta({ id: 'ApiTokens' });

export const createdApiTokenSchema = apiTokenSchema
  .extend({
    token: z.string().meta({ description: 'Nøglen, vist denne ene gang: send den som "Authorization: Bearer <nøgle>"', examples: ['spl_…'] }),
  })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

/** GET /api/tokens (admins): every member's tokens, with whose they are. */
export const memberApiTokenSchema = apiTokenSchema
  .extend({ member: z.object({ id: idSchema, firstName: z.string(), lastName: z.string() }) })
  .meta({ id: 'MemberApiToken' });
export type MemberApiToken = z.infer<typeof memberApiTokenSchema>;

export const memberApiTokenListSchema = z.array(memberApiTokenSchema).meta({ id: 'MemberApiTokens' });
