import { z } from 'zod';
import { subscriptionSchema } from './subscription';
import { CURRENT_PASSWORD_REQUIRED, PASSWORDS_DIFFER } from '../messages';
import { REFUSALS } from '../refusals';
import { apiTokenSchema } from './api-token';
import { registerInputSchema } from './auth';
import { dateTimeSchema, idSchema, jsonBoolean } from './common';
import { teamSchema } from './member';
import { shiftExportSchema } from './shift';

/** PUT /api/profile/password: the current password proves it is the member, not a borrowed session. */
export const changePasswordInputSchema = z
  .object({
    currentPassword: z
      .string({ error: CURRENT_PASSWORD_REQUIRED })
      .min(1, { error: CURRENT_PASSWORD_REQUIRED })
      .max(1024, { error: REFUSALS.wrongCurrentPassword }),
    // The registration's rules (docs/product.md), so a password good enough to register with is good enough here.
    password: registerInputSchema.shape.password,
    passwordConfirmation: z.string({ error: 'Gentag adgangskoden' }),
  })
  .refine((value) => value.password === value.passwordConfirmation, {
    error: PASSWORDS_DIFFER,
    path: ['passwordConfirmation'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInputSchema>;

/** GET and PUT /api/profile/consent: whether the member agrees to be shown on the public pages (docs/permissions.md). */
export const publicConsentSchema = z
  .object({ publicConsent: jsonBoolean('Samtykke skal være true eller false') })
  .meta({ id: 'PublicConsent' });
export type PublicConsent = z.infer<typeof publicConsentSchema>;

export const passwordChangedSchema = z.object({ message: z.string() }).meta({ id: 'PasswordChanged' });

const recordRefSchema = z.object({ id: idSchema, title: z.string() });
const authoredSchema = z.object({ created: z.array(recordRefSchema), updated: z.array(recordRefSchema) });

/** GET /api/profile/export: everything stored about the member (GDPR access), the password hash excepted. */
export const profileExportSchema = z
  .object({
    exportedAt: dateTimeSchema,
    profile: z.object({
      id: idSchema,
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      specialRole: z.string().nullable(),
      profilePictureUrl: z.string().nullable(),
      active: z.boolean(),
      publicConsent: z.boolean(),
      approvedBy: recordRefSchema.nullable(),
      createdAt: dateTimeSchema,
      updatedAt: dateTimeSchema,
    }),
    teams: z.array(teamSchema),
    sessions: z.array(z.object({ createdAt: dateTimeSchema, lastSeenAt: dateTimeSchema, expiresAt: dateTimeSchema, current: z.boolean() })),
    /** The member's API tokens as "Min profil" lists them: the tokens themselves are stored nowhere. */
    apiTokens: z.array(apiTokenSchema),
    shifts: shiftExportSchema,
    subscription: subscriptionSchema.optional().meta({ description: 'Hvad medlemmets adresse følger pr. e-mail, hvis noget' }),
    records: z.object({
      artists: authoredSchema,
      events: authoredSchema,
      venues: authoredSchema,
      members: z.object({ approved: z.array(recordRefSchema), updated: z.array(recordRefSchema) }),
      landingImages: z.object({ created: z.array(z.object({ id: idSchema, createdAt: dateTimeSchema })) }),
    }),
  })
  .meta({ id: 'ProfileExport' });
export type ProfileExport = z.infer<typeof profileExportSchema>;
