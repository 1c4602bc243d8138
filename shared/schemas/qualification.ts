import { z } from 'zod';
import { dateTimeSchema, idSchema, jsonIdSchema, requiredText } from './common';

export const QUALIFICATION_NAME_MAX = 60;
export const QUALIFICATION_DESCRIPTION_MAX = 200;
/** More than a venue would ever ask for; bounds the body of PUT /api/members/{id}/qualifications. */
export const QUALIFICATIONS_MAX = 50;

/** POST /api/qualifications and PUT /api/qualifications/{id}. */
export const qualificationInputSchema = z.object({
  name: requiredText('Angiv kvalifikationens navn', QUALIFICATION_NAME_MAX).meta({ description: 'Fx Bartenderkursus, Over 18 eller Førstehjælp' }),
  description: z
    .union([requiredText('Beskrivelsen er ugyldig', QUALIFICATION_DESCRIPTION_MAX), z.literal(''), z.null()], { error: 'Beskrivelsen er ugyldig' })
    .optional()
    .meta({ description: 'Fx hvordan man får den; tom eller null fjerner den, udeladt beholder den' }),
});
export type QualificationInput = z.infer<typeof qualificationInputSchema>;

/** A member who has a qualification, confirmed by a shift manager. */
export const qualifiedMemberSchema = z.object({
  memberId: idSchema,
  firstName: z.string(),
  lastName: z.string(),
  confirmedAt: dateTimeSchema,
});

export const qualificationSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    description: z.string().optional(),
    /** The members who have it, by first name. */
    members: z.array(qualifiedMemberSchema),
    /** How many shifts not yet over require it. */
    comingShifts: z.number().int().nonnegative(),
    createdAt: dateTimeSchema,
    updatedAt: dateTimeSchema,
  })
  .meta({ id: 'Qualification' });
export type Qualification = z.infer<typeof qualificationSchema>;

/** GET /api/qualifications: every qualification, by name in Danish order. */
export const qualificationListSchema = z.array(qualificationSchema).meta({ id: 'QualificationList' });

/** A qualification a member has: GET and PUT /api/members/{id}/qualifications, and "Min profil". */
export const memberQualificationSchema = z
  .object({ id: idSchema, name: z.string(), confirmedAt: dateTimeSchema, confirmedBy: idSchema.optional() })
  .meta({ id: 'MemberQualification' });
export type MemberQualification = z.infer<typeof memberQualificationSchema>;
export const memberQualificationListSchema = z.array(memberQualificationSchema).meta({ id: 'MemberQualificationList' });

/** PUT /api/members/{id}/qualifications: every qualification the member has; those left out are taken away. */
export const memberQualificationsInputSchema = z.object({
  qualificationIds: z
    .array(jsonIdSchema, { error: 'qualificationIds skal være en liste af id’er' })
    .max(QUALIFICATIONS_MAX, { error: `Højst ${QUALIFICATIONS_MAX} kvalifikationer` })
    .meta({ description: 'Alle medlemmets kvalifikationer; de udeladte fjernes' }),
});
