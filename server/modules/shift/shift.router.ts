import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  myShiftsSchema,
  shiftCalendarSchema,
  shiftCopyInputSchema,
  shiftGiveBackInputSchema,
  shiftInputWithIdSchema,
  shiftOverviewSchema,
  shiftPlanSchema,
  shiftSchema,
  shiftSignupInputSchema,
} from '../../../shared/schemas/shift';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { endShiftCalendar, newShiftCalendar, readShiftCalendar } from './shift-calendar';
import { copyShifts, createShift, deleteShift, giveBack, myShifts, readShiftPlan, shiftOverview, signUp, updateShift } from './shift.service';

// Team-management organises the volunteers and event-management the nights (docs/permissions.md).
const manageShifts = teamProcedure('manageShifts');

const SIGNUP_RULE =
  'Et aktivt medlem tager selv en ledig plads indtil 24 timer før vagten begynder; derefter kan kun en vagtansvarlig ' +
  '(admin, project-leader, team-management, event-management) ændre det, og kun en vagtansvarlig sætter andre på (`memberId`). ' +
  'Ingen har to vagter, der overlapper. Af samtidige tilmeldinger til den sidste plads lykkes præcis én; de andre får 409.';
const GIVE_BACK_RULE =
  'Giver medlemmet selv pladsen tilbage under 48 timer før vagten, får de vagtansvarlige besked med e-mail. ' +
  'Efter fristen 24 timer før kan kun en vagtansvarlig tage nogen af (`memberId` i forespørgslen).';
const TIMES_RULE = 'En vagt ligger fra højst 24 timer før eventets første koncert til højst 24 timer efter dets sidste (400).';
const PLAN_RULE = `Et event har højst 100 vagter (409 ud over det). ${TIMES_RULE}`;
const COPY_RULE =
  'Tilføjer det andet events vagter (uden tilmeldinger) til dette events plan, flyttet med forskellen mellem de to events første ' +
  'koncerter på Københavns vægur: en barvagt kl. 19.00 bliver kl. 19.00, også over et skift til eller fra sommertid. ' +
  'Alle eller ingen: 409, hvis planen så ville få over 100 vagter, eller en vagt ville ligge mere end 24 timer fra eventets koncerter.';

export const shiftRouter = router({
  plan: memberProcedure
    .meta(rest('GET', '/events/{id}/shifts', 'shifts', 'Et events vagtplan: vagterne efter start, med hvem der har dem', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(shiftPlanSchema))
    .query(({ ctx, input }) => readShiftPlan(ctx.em, input.id, ctx.viewer)),

  create: manageShifts
    .meta(rest('POST', '/events/{id}/shifts', 'shifts', 'Opret en vagt på et event', [400, 401, 403, 404, 409], PLAN_RULE))
    .input(shiftInputWithIdSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input: { id, ...input } }) => createShift(ctx.em, id, input, ctx.viewer)),

  copy: manageShifts
    .meta(rest('POST', '/events/{id}/shifts/copy', 'shifts', 'Kopiér vagterne fra et andet event', [400, 401, 403, 404, 409], COPY_RULE))
    .input(z.object({ ...idParamSchema.shape, ...shiftCopyInputSchema.shape }))
    .output(compiled(shiftPlanSchema))
    .mutation(({ ctx, input }) => copyShifts(ctx.em, input.id, input.fromEventId, ctx.viewer)),

  update: manageShifts
    .meta(rest('PUT', '/shifts/{id}', 'shifts', 'Ret en vagt', [400, 401, 403, 404, 409], TIMES_RULE))
    .input(shiftInputWithIdSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateShift(ctx.em, id, input, ctx.viewer)),

  delete: manageShifts
    .meta(rest('DELETE', '/shifts/{id}', 'shifts', 'Slet en vagt med dens tilmeldinger', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => deleteShift(ctx.em, input.id, ctx.viewer)),

  signUp: memberProcedure
    .meta(rest('POST', '/shifts/{id}/signup', 'shifts', 'Tag en ledig plads på en vagt', [400, 401, 403, 404, 409], SIGNUP_RULE))
    .input(z.object({ ...idParamSchema.shape, ...shiftSignupInputSchema.shape }))
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => signUp(ctx.em, input.id, input.memberId, ctx.viewer)),

  giveBack: memberProcedure
    .meta(rest('DELETE', '/shifts/{id}/signup', 'shifts', 'Giv en plads på en vagt tilbage', [400, 401, 403, 404, 409], GIVE_BACK_RULE))
    .input(z.object({ ...idParamSchema.shape, ...shiftGiveBackInputSchema.shape }))
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) =>
      giveBack(ctx.em, input.id, input.memberId, ctx.viewer, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }),
    ),

  mine: memberProcedure
    .meta(rest('GET', '/shifts/mine', 'shifts', 'Mine kommende vagter, den næste først, og ledige pladser jeg selv kan tage', [401, 403]))
    .input(z.void())
    .output(compiled(myShiftsSchema))
    .query(({ ctx }) => myShifts(ctx.em, ctx.viewer)),

  overview: memberProcedure
    .meta(rest('GET', '/shifts/overview', 'shifts', 'De kommende events med antal pladser og hvor mange der er taget', [401, 403]))
    .input(z.void())
    .output(compiled(shiftOverviewSchema))
    .query(({ ctx }) => shiftOverview(ctx.em)),

  calendar: memberProcedure
    .meta(rest('GET', '/profile/shift-calendar', 'profile', 'Om jeg har et hemmeligt kalenderlink til mine vagter', [401, 403]))
    .input(z.void())
    .output(compiled(shiftCalendarSchema))
    .query(({ ctx }) => readShiftCalendar(ctx.em, ctx.viewer)),

  newCalendar: memberProcedure
    .meta(
      rest('POST', '/profile/shift-calendar', 'profile', 'Lav et nyt hemmeligt kalenderlink til mine vagter; et gammelt holder op med at virke', [401, 403]),
    )
    .input(z.void())
    .output(compiled(shiftCalendarSchema))
    .mutation(({ ctx }) => newShiftCalendar(ctx.em, ctx.viewer, ctx.config.PUBLIC_URL)),

  endCalendar: memberProcedure
    .meta(rest('DELETE', '/profile/shift-calendar', 'profile', 'Slå mit kalenderlink fra', [401, 403]))
    .input(z.void())
    .output(compiled(shiftCalendarSchema))
    .mutation(({ ctx }) => endShiftCalendar(ctx.em, ctx.viewer)),
});
