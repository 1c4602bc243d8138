import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { inScreenWords } from './messages';
import { artistInputSchema } from './schemas/artist';
import { forgotPasswordInputSchema, loginInputSchema, registerInputSchema, resetPasswordInputSchema } from './schemas/auth';
import { eventCreateInputSchema } from './schemas/event';
import { genreInputSchema } from './schemas/genre';
import { memberUpdateInputSchema } from './schemas/member';
import { changePasswordInputSchema } from './schemas/profile';
import { venueInputSchema } from './schemas/venue';

/** SPEC §5's messages, word for word (docs/product.md): the API answers them, the screens word them. */
const SPEC_MESSAGES = [
  'Kustnernavn skal være defineret',
  'Kunstnerbeskreivelse skal være defineret',
  'Spotify preview-URL skal være et gyldigt URL',
  'Preview URL skal være fra Spotify',
  'URL skal være gyldigt',
  'Image file not present',
  'Eventtitel skal være defineret',
  'Eventbeskrivelse skal være defineret',
  'Billet-URL skal være defineret',
  'Cover image must be set',
  'Adgangskoder skal være ens',
];

/** What a volunteer should never read: the spec's typos, its English, and its stiff "… skal være defineret". */
const UNWORDED = /skal være defineret|Kustner|beskreivelse|gyldigt URL|Preview URL|URL skal|image|file|must|present/i;

/** Every message a schema gives for `input`. */
const messagesOf = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe('the screens word the API’s messages for volunteers (shared/messages.ts)', () => {
  it.each(SPEC_MESSAGES)('words %j otherwise', (message) => {
    expect(inScreenWords(message)).not.toBe(message);
    expect(inScreenWords(message)).not.toMatch(UNWORDED);
  });

  it('leaves a message already written for people as it is', () => {
    expect(inScreenWords('Et event skal have mindst én koncert')).toBe('Et event skal have mindst én koncert');
  });

  // Each form's schema with everything left empty and every link mistyped: what a volunteer meets first.
  const forms: [string, z.ZodType, unknown][] = [
    ['artist, empty', artistInputSchema, { name: '', description: '<p></p>', previewUrl: 'spotify', genreIds: [1], socials: ['instagram'] }],
    ['artist, preview elsewhere', artistInputSchema, { name: 'x', description: 'x', previewUrl: 'https://youtube.com/x', genreIds: [1] }],
    ['event, empty', eventCreateInputSchema, { title: '', description: '', ticketUrl: '', venueId: 1, concerts: [], isPublic: true, imageUrl: '' }],
    ['event, ticket link mistyped', eventCreateInputSchema, { title: 'x', description: 'x', ticketUrl: 'billetto', venueId: 1, concerts: [], isPublic: true }],
    ['venue', venueInputSchema, { name: '', city: '', countryCode: '', url: 'vega' }],
    ['genre', genreInputSchema, { name: '' }],
    ['registration', registerInputSchema, { email: '', firstName: '', lastName: '', password: '', passwordConfirm: 'x', profilePictureUrl: '' }],
    ['registration, e-mail mistyped', registerInputSchema, { email: 'nina', firstName: 'x', lastName: 'x', password: '12345678', passwordConfirm: '12345678', profilePictureUrl: '' }],
    ['login', loginInputSchema, { email: '', password: '' }],
    ['forgotten password', forgotPasswordInputSchema, { email: '' }],
    ['new password', resetPasswordInputSchema, { token: 'x', password: '12345678', passwordConfirm: '87654321' }],
    ['member', memberUpdateInputSchema, { firstName: '', lastName: '', email: '', memberTeams: [1] }],
    ['own password', changePasswordInputSchema, { currentPassword: '', password: '12345678', passwordConfirmation: 'x' }],
  ];

  it.each(forms)('shows proper Danish for every message of the %s form', (_form, schema, input) => {
    const messages = messagesOf(schema, input);
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) expect(inScreenWords(message), message).not.toMatch(UNWORDED);
  });
});
