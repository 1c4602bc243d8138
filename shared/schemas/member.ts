import { z } from 'zod';
import { MEMBER_PERMISSION_NAMES, TEAM_NAMES } from '../constants';
import { EMAIL_INVALID, EMAIL_REQUIRED, FIRST_NAME_REQUIRED, LAST_NAME_REQUIRED, PICTURE_MISSING } from '../messages';
import { dateTimeSchema, idSchema, jsonIdSchema, pagedListSchema, requiredText, seenUpdatedAt } from './common';
import { englishText, translationsInput, translationsOutput } from './translations';

export const teamSchema = z
  .object({
    id: idSchema,
    name: z.enum(TEAM_NAMES),
    displayName: z.string(),
    description: z.string(),
  })
  .meta({ id: 'Team' });
export type Team = z.infer<typeof teamSchema>;

const TEAM_PRESENTATION_MAX = 1000;

/** A team as GET /api/teams lists it: with the words it presents itself with on /about, once it has some (docs/settings.md). */
export const listedTeamSchema = teamSchema
  .extend({
    publicDescription: z.string().optional().meta({ description: 'Holdets egen præsentation på /about; udeladt, indtil den er skrevet' }),
    translations: translationsOutput(['publicDescription']),
  })
  .meta({ id: 'ListedTeam' });
export type ListedTeam = z.infer<typeof listedTeamSchema>;

export const teamListSchema = pagedListSchema(listedTeamSchema).meta({ id: 'TeamList' });

/** PUT /api/teams/{id}/presentation: the team's public text; null or blank removes it. */
export const teamPresentationInputSchema = z.object({
  publicDescription: z
    .string({ error: 'Præsentationen skal være tekst' })
    .trim()
    .max(TEAM_PRESENTATION_MAX, { error: `Højst ${TEAM_PRESENTATION_MAX} tegn` })
    .refine((text) => !/[^\P{Cc}\t\n\r]|\p{Cs}/u.test(text), { error: 'Teksten indeholder ugyldige tegn' })
    .nullable()
    .transform((text) => text || null)
    .meta({ description: `Almindelig tekst, højst ${TEAM_PRESENTATION_MAX} tegn; null eller tom fjerner den` }),
  translations: translationsInput({ publicDescription: englishText('Præsentationen på engelsk', TEAM_PRESENTATION_MAX) }),
});
export type TeamPresentationInput = z.infer<typeof teamPresentationInputSchema>;

/**
 * A member as the API shows it. email and approvedById are left out for callers
 * that may not see them (docs/permissions.md), so both are optional.
 */
export const memberSchema = z
  .object({
    id: idSchema,
    email: z.email().optional(),
    firstName: z.string(),
    lastName: z.string(),
    teams: z.array(teamSchema),
    profilePictureUrl: z.string().optional(),
    active: z.boolean(),
    approvedById: idSchema.optional(),
    specialRole: z.string().optional(),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
    /** Who last changed the member; left out once that member is deleted, and for callers who see no e-mail. */
    updatedBy: idSchema.optional(),
    emailVerified: z
      .boolean()
      .optional()
      .meta({ description: 'Om e-mailadressen har åbnet linket, der blev sendt til den; udeladt for dem, der ikke ser e-mailen' }),
    pendingEmail: z
      .email()
      .optional()
      .meta({ description: 'En ny adresse, der venter på, at linket sendt til den åbnes; indtil da gælder email. Udeladt, når ingen venter' }),
  })
  .meta({ id: 'Member' });
export type Member = z.infer<typeof memberSchema>;

export const memberListSchema = pagedListSchema(memberSchema).meta({ id: 'MemberList' });

/** Stored lower-cased, so an address is one member whatever its case. */
export const emailSchema = z
  .string({ error: EMAIL_REQUIRED })
  .trim()
  .toLowerCase()
  .max(254, { error: 'E-mail må højst være 254 tegn' })
  .pipe(z.email({ error: EMAIL_INVALID }));

export const firstNameSchema = requiredText(FIRST_NAME_REQUIRED, 100);
export const lastNameSchema = requiredText(LAST_NAME_REQUIRED, 100);

/** The URL POST /api/members/picture answered; the server accepts only its own image URLs. */
export const profilePictureUrlSchema = z
  .url({
    protocol: /^https?$/,
    error: (issue) => (issue.input ? 'Profilbillede skal være et gyldigt URL' : PICTURE_MISSING),
  })
  .max(255, { error: 'Profilbilledets URL er for lang' });

const TOO_MANY_TEAMS = `Et medlem kan højst være på ${TEAM_NAMES.length} hold`;
const MAX_TEAM_IDS = 100;

/** What the body of PUT /api/members/{id} may say; see member.service.ts for who may change what. */
export const memberUpdateInputSchema = z.object({
  firstName: firstNameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  memberTeams: z
    .array(jsonIdSchema, { error: 'Et medlem skal være i mindst ét udvalg' })
    .min(1, { error: 'Et medlem skal være i mindst ét udvalg' })
    // Duplicates count once; the bound on the list itself only keeps absurd bodies out.
    .max(MAX_TEAM_IDS, { error: TOO_MANY_TEAMS })
    .refine((ids) => new Set(ids).size <= TEAM_NAMES.length, { error: TOO_MANY_TEAMS })
    .meta({ description: 'Id’er på medlemmets teams; dubletter tæller én gang' }),
  specialRole: z
    .union([z.literal(''), requiredText('Særlig rolle skal være udfyldt eller tom', 100)])
    .nullable()
    .optional()
    .meta({ description: 'Udeladt: uændret. "" eller null: fjernes. Kun for dem, der administrerer medlemmer.' }),
  profilePictureUrl: z
    .union([z.literal(''), profilePictureUrlSchema])
    .nullable()
    .optional()
    .meta({ description: 'Udeladt: uændret. "" eller null: billedet fjernes. Ellers en URL fra POST /api/members/picture.' }),
  ...seenUpdatedAt,
});
export type MemberUpdateInput = z.infer<typeof memberUpdateInputSchema>;

/** `name` is a closed set (MEMBER_PERMISSION_NAMES): an answer with a name outside it fails here, not in a client. */
export const memberPermissionSchema = z
  .object({ id: idSchema, name: z.enum(MEMBER_PERMISSION_NAMES), displayName: z.string().min(1), description: z.string().min(1) })
  .meta({ id: 'MemberPermission' });

/** GET /api/members/{id}/teams and /permissions answer plain arrays: the original client reads them so. */
export const teamArraySchema = z.array(teamSchema).meta({ id: 'Teams' });
export const memberPermissionArraySchema = z.array(memberPermissionSchema).meta({ id: 'MemberPermissions' });
