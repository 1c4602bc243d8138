import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { requiredText } from './common';

const emailSchema = z
  .string({ error: 'E-mail skal være defineret' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail må højst være 254 tegn' })
  .pipe(z.email({ error: 'E-mail skal være gyldig' }));

const passwordSchema = z
  .string({ error: 'Adgangskode skal være defineret' })
  .min(PASSWORD_MIN_LENGTH, { error: `Adgangskoden skal være mindst ${PASSWORD_MIN_LENGTH} tegn` })
  .max(PASSWORD_MAX_LENGTH, { error: `Adgangskoden må højst være ${PASSWORD_MAX_LENGTH} tegn` });

export const loginInputSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Adgangskode skal være defineret' })
    .min(1, { error: 'Adgangskode skal være defineret' })
    .max(1024, { error: 'Forkert e-mail eller adgangskode' }),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const registerInputSchema = z
  .object({
    email: emailSchema,
    firstName: requiredText('Fornavn skal være defineret', 100),
    lastName: requiredText('Efternavn skal være defineret', 100),
    password: passwordSchema,
    passwordConfirm: z.string({ error: 'Gentag adgangskoden' }),
    // Picture upload arrives with the members issue; until then the picture is optional.
    profilePictureUrl: z
      .url({ protocol: /^https?$/, error: 'Profilbillede skal være et gyldigt URL' })
      .max(255, { error: 'Profilbilledets URL er for lang' })
      .optional(),
    /** Consent to be shown on the public pages (DESIGN.md §5); unticked unless given. */
    publicConsent: z.boolean().default(false),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    error: 'Adgangskoder skal være ens',
    path: ['passwordConfirm'],
  });
export type RegisterInput = z.input<typeof registerInputSchema>;

export const logOutResultSchema = z.object({ message: z.string() }).meta({ id: 'LogOutResult' });
