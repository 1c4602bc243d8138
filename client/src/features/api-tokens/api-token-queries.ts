import { z } from 'zod';
import { API_TOKEN_EXPIRY_MESSAGE, type ApiToken, type ApiTokenInput, apiTokenInputSchema, isFutureInstant } from '../../../../shared/schemas/api-token';
import { formatDateTime } from '../../lib/format-date';

export const API_TOKENS_PATH = '/admin/api-tokens';

/** A new token as the form holds it: what it may do as one choice, and '' for no expiry. */
export const apiTokenFormSchema = z.object({
  name: apiTokenInputSchema.shape.name,
  access: z.enum(['read', 'write']),
  expiresAt: z.string().refine((value) => value === '' || isFutureInstant(value), { error: API_TOKEN_EXPIRY_MESSAGE }),
});
export type ApiTokenFormValues = z.input<typeof apiTokenFormSchema>;

export const emptyApiToken: ApiTokenFormValues = { name: '', access: 'read', expiresAt: '' };

export const ACCESS_OPTIONS = [
  { value: 'read', label: 'Kun læse' },
  { value: 'write', label: 'Læse og skrive' },
] as const;

export function apiTokenInput({ name, access, expiresAt }: z.output<typeof apiTokenFormSchema>): ApiTokenInput {
  return { name, scopes: access === 'write' ? ['read', 'write'] : ['read'], ...(expiresAt && { expiresAt }) };
}

/** "Læse og skrive", as the list says what a token may do. */
export const scopesText = (token: ApiToken) => (token.scopes.includes('write') ? 'Læse og skrive' : 'Kun læse');

export const lastUsedText = (token: ApiToken) => (token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Aldrig');

/** "Aldrig", a date to come, or that it has run out. */
export function expiryText(token: ApiToken, now = Date.now()): string {
  if (!token.expiresAt) return 'Aldrig';
  return Date.parse(token.expiresAt) <= now ? `Udløbet ${formatDateTime(token.expiresAt)}` : formatDateTime(token.expiresAt);
}
