import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  memberQualificationListSchema,
  memberQualificationsInputSchema,
  qualificationInputSchema,
  qualificationListSchema,
  qualificationSchema,
} from '../../../shared/schemas/qualification';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { actingMember } from '../auth/viewer';
import {
  createQualification,
  deleteQualification,
  listQualifications,
  memberQualifications,
  setMemberQualifications,
  updateQualification,
} from './qualification.service';

// What a shift requires is part of planning shifts: the shift managers keep the list and confirm it for members.
const manageShifts = teamProcedure('manageShifts');

const REQUIRED =
  'En vagt kan kræve kvalifikationer (`requires` på vagten); et medlem uden dem kan ikke selv tage den (409), men en vagtansvarlig kan sætte dem på.';

export const qualificationRouter = router({
  list: memberProcedure
    .meta(rest('GET', '/qualifications', 'qualifications', 'Alle kvalifikationer med hvem der har dem', [401, 403], REQUIRED))
    .input(z.void())
    .output(compiled(qualificationListSchema))
    .query(({ ctx }) => listQualifications(ctx.em)),

  create: manageShifts
    .meta(rest('POST', '/qualifications', 'qualifications', 'Opret en kvalifikation', [400, 401, 403, 409]))
    .input(qualificationInputSchema)
    .output(compiled(qualificationSchema))
    .mutation(({ ctx, input }) => createQualification(ctx.em, input)),

  update: manageShifts
    .meta(rest('PUT', '/qualifications/{id}', 'qualifications', 'Ret en kvalifikation', [400, 401, 403, 404, 409]))
    .input(z.object({ ...idParamSchema.shape, ...qualificationInputSchema.shape }))
    .output(compiled(qualificationSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateQualification(ctx.em, id, input)),

  delete: manageShifts
    .meta(
      rest('DELETE', '/qualifications/{id}', 'qualifications', 'Slet en kvalifikation, som ingen kommende vagt kræver', [400, 401, 403, 404, 409]),
    )
    .input(idParamSchema)
    .output(compiled(qualificationSchema))
    .mutation(({ ctx, input }) => deleteQualification(ctx.em, input.id)),

  ofMember: memberProcedure
    .meta(rest('GET', '/members/{id}/qualifications', 'qualifications', 'Et medlems kvalifikationer', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(memberQualificationListSchema))
    .query(({ ctx, input }) => memberQualifications(ctx.em, input.id)),

  setOfMember: manageShifts
    .meta(
      rest(
        'PUT',
        '/members/{id}/qualifications',
        'qualifications',
        'Sæt et medlems kvalifikationer',
        [400, 401, 403, 404],
        'Medlemmet har derefter netop disse. De nye er bekræftet af den, der spørger, og medlemmet får besked med e-mail.',
      ),
    )
    .input(z.object({ ...idParamSchema.shape, ...memberQualificationsInputSchema.shape }))
    .output(compiled(memberQualificationListSchema))
    .mutation(({ ctx, input }) =>
      setMemberQualifications(ctx.em, input.id, input.qualificationIds, actingMember(ctx.em, ctx.viewer), {
        mailer: ctx.mailer,
        publicUrl: ctx.config.PUBLIC_URL,
      }),
    ),
});
