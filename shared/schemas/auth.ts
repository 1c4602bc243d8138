import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { PASSWORD_REQUIRED, PASSWORDS_DIFFER } from '../messages';
import { REFUSALS } from '../refusals';
import { jsonBoolean } from './common';
import { emailSchema, firstNameSchema, lastNameSchema, profilePictureUrlSchema } from './member';

const passwordSchema = z
  .string({ error: PASSWORD_REQUIRED })
  .min(PASSWORD_MIN_LENGTH, { error: `Adgangskoden skal være mindst ${PASSWORD_MIN_LENGTH} tegn` })
  .max(PASSWORD_MAX_LENGTH, { error: `Adgangskoden må højst være ${PASSWORD_MAX_LENGTH} tegn` });

/** Registration and a password reset ask for the new password twice. */
const passwordsMatch: [(value: { password: string; passwordConfirm: string }) => boolean, { error: string; path: string[] }] = [
  (value) => value.password === value.passwordConfirm,
  { error: PASSWORDS_DIFFER, path: ['passwordConfirm'] },
];

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, { error: PASSWORD_REQUIRED })
    .max(1024, { error: REFUSALS.wrongLogin }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email: emailSchema,
    firstName: firstNameSchema,
    lastName: lastNameSchema,
    password: passwordSchema,
    passwordConfirm: z.string({ error: 'Gentag adgangskoden' }),
    /** The URL POST /api/members/picture answered (docs/product.md: the picture is required). */
    profilePictureUrl: profilePictureUrlSchema,
    /** Consent to be shown on the public pages (docs/permissions.md); unticked unless given. */
    publicConsent: jsonBoolean('Samtykke skal være true eller false').default(false),
  })
  .refine(...passwordsMatch);
export type RegisterInput = z.input<typeof registerInputSchema>;

export const logOutResultSchema = z.object({ message: z.string() }).meta({ id: 'LogOutResult' });

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInputSchema>;

/** The same answer whether or not the address belongs to a member. */
export const forgotPasswordResultSchema = z.object({ message: z.string() }).meta({ id: 'ForgotPasswordResult' });

/** The token from the link in the e-mail (/auth/reset?token=…). */
const resetTokenSchema = z.string({ error: 'Linket mangler sin kode' }).min(1, { error: 'Linket mangler sin kode' }).max(200, { error: 'Linket er ugyldigt' });

/** GET /api/auth/reset-password: whether a link still works, asked before the member types a new password. */
export const resetLinkInputSchema = z.object({ token: resetTokenSchema });
export const resetLinkSchema = z.object({ valid: z.boolean() }).meta({ id: 'ResetLink' });

export const resetPasswordInputSchema = z
  .object({
    token: resetTokenSchema,
    password: passwordSchema,
    passwordConfirm: z.string({ error: 'Gentag adgangskoden' }),
  })
  .refine(...passwordsMatch);
export type ResetPasswordInput = z.infer<typeof resetPasswordInputSchema>;

/** The token from the link that verifies an address (/auth/verify?token=…). */
export const emailVerificationInputSchema = z.object({ token: resetTokenSchema });

/** GET /api/auth/verify-email: whether a link still works, and which address it verifies. */
export const emailVerificationLinkSchema = z
  .object({ valid: z.boolean(), email: z.email().optional().meta({ description: 'Adressen, linket bekræfter; udeladt, når linket ikke virker' }) })
  .meta({ id: 'EmailVerificationLink' });
export type EmailVerificationLink = z.infer<typeof emailVerificationLinkSchema>;

export const emailVerifiedSchema = z.object({ message: z.string(), email: z.email() }).meta({ id: 'EmailVerified' });
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;
