import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  myShiftsSchema,
  shiftAttendanceInputSchema,
  shiftCalendarSchema,
  shiftCopyInputSchema,
  shiftGiveBackInputSchema,
  shiftHoursInputSchema,
  shiftHoursSchema,
  shiftInputWithIdSchema,
  shiftOverviewSchema,
  shiftPlanSchema,
  shiftSchema,
  shiftSignupInputSchema,
} from '../../../shared/schemas/shift';
import { rest } from '../../trpc/openapi-meta';
import type { Mailer } from '../../lib/mailer';
import { compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { endShiftCalendar, newShiftCalendar, readShiftCalendar } from './shift-calendar';
import { copyShifts, createShift, deleteShift, updateShift } from './shift.service';
import { shiftHours } from './shift-hours';
import { myShifts, readShiftPlan, shiftOverview } from './shift-read';
import { giveBack, joinStandby, leaveStandby, markAttendance, offerSwap, signUp, takeSwap, withdrawSwap } from './shift-signup.service';

// Team-management organises the volunteers and event-management the nights (docs/permissions.md).
const manageShifts = teamProcedure('manageShifts');
// A crew's lead plans the shifts of their crew too: the service checks which (lib/viewer.ts mayPlanShifts).
const planShifts = memberProcedure;

/** Where the messages a change of places causes go. */
const notifyOf = (ctx: { mailer: Mailer; config: { PUBLIC_URL: string } }) => ({ mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL });

const SIGNUP_RULE =
  'Et aktivt medlem tager selv en ledig plads, indtil vagten begynder, når det har de kvalifikationer, vagten kræver, og ingen anden vagt ' +
  'på samme tid; et aflyst events vagter tager ikke imod nogen, et udsats ikke imod nye. Hvorfor ikke står i 409-svaret og i vagtens ' +
  '`signup` (state og reason). Kun en vagtansvarlig (admin, project-leader, team-management, event-management) sætter andre på (`memberId`), ' +
  'også efter start og uden krævede kvalifikationer (planen viser det som `missing`). Af samtidige tilmeldinger til den sidste plads lykkes præcis én.';
const GIVE_BACK_RULE =
  'Medlemmet giver selv pladsen tilbage indtil fristen før vagten (indstillingen shiftGiveBackHours, standard 24 timer); derefter kun ' +
  'en vagtansvarlig (`memberId` i forespørgslen), eller et bytte. Den første på ventelisten, der kan tage pladsen, får den med det samme ' +
  'og besked med e-mail; står pladsen tom inden for et døgn efter fristen, får de vagtansvarlige besked.';
const STANDBY_RULE =
  'Kun på en fuld vagt, man ellers kunne tage (`signup.state` full), højst 20 på listen. Bliver en plads ledig, får den første på listen, ' +
  'der kan tage den, pladsen i samme transaktion og besked med e-mail.';
const SWAP_RULE =
  'Pladsen forbliver medlemmets, indtil et andet medlem tager den med POST /api/swaps/{id}/take, også inden for fristen. ' +
  'Ét åbent tilbud pr. plads; giver man pladsen tilbage, forsvinder tilbuddet.';
const TAKE_RULE =
  'Som at tage en ledig plads, blot må vagten være fuld. Af to, der tager samme tilbud samtidig, får præcis én pladsen; den anden får 409. Begge får besked med e-mail.';
const ATTENDANCE_RULE =
  'En vagtansvarlig, vagtens leder (`leadId`) eller lederen af vagtens hold markerer fremmøde fra vagtens start; null fjerner markeringen. ' +
  'Timer tæller fra vagter, der er slut: markeret arrived eller, indtil de er markeret, på et event, der blev holdt.';
const PLANNER_RULE = 'En vagtansvarlig planlægger alle vagter; lederen af et hold (crewId) kun holdets egne.';
const TIMES_RULE = 'En vagt ligger fra højst 24 timer før eventets første koncert til højst 24 timer efter dets sidste (400).';
const PLAN_RULE = `Et event har højst 100 vagter (409 ud over det). ${TIMES_RULE} ${PLANNER_RULE}`;
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

  create: planShifts
    .meta(rest('POST', '/events/{id}/shifts', 'shifts', 'Opret en vagt på et event', [400, 401, 403, 404, 409], PLAN_RULE))
    .input(shiftInputWithIdSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input: { id, ...input } }) => createShift(ctx.em, id, input, ctx.viewer)),

  copy: manageShifts
    .meta(rest('POST', '/events/{id}/shifts/copy', 'shifts', 'Kopiér vagterne fra et andet event', [400, 401, 403, 404, 409], COPY_RULE))
    .input(z.object({ ...idParamSchema.shape, ...shiftCopyInputSchema.shape }))
    .output(compiled(shiftPlanSchema))
    .mutation(({ ctx, input }) => copyShifts(ctx.em, input.id, input.fromEventId, ctx.viewer)),

  update: planShifts
    .meta(rest('PUT', '/shifts/{id}', 'shifts', 'Ret en vagt', [400, 401, 403, 404, 409], `${TIMES_RULE} ${PLANNER_RULE}`))
    .input(shiftInputWithIdSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input: { id, ...input } }) => updateShift(ctx.em, id, input, ctx.viewer, notifyOf(ctx))),

  delete: planShifts
    .meta(rest('DELETE', '/shifts/{id}', 'shifts', 'Slet en vagt med dens tilmeldinger', [400, 401, 403, 404], PLANNER_RULE))
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
      giveBack(ctx.em, input.id, input.memberId, ctx.viewer, notifyOf(ctx)),
    ),

  joinStandby: memberProcedure
    .meta(rest('POST', '/shifts/{id}/standby', 'shifts', 'Skriv mig på ventelisten til en fuld vagt', [400, 401, 403, 404, 409], STANDBY_RULE))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => joinStandby(ctx.em, input.id, ctx.viewer)),

  leaveStandby: memberProcedure
    .meta(rest('DELETE', '/shifts/{id}/standby', 'shifts', 'Tag mig af ventelisten til en vagt', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => leaveStandby(ctx.em, input.id, ctx.viewer)),

  offerSwap: memberProcedure
    .meta(rest('POST', '/shifts/{id}/swap', 'shifts', 'Tilbyd min plads på en vagt til bytte', [400, 401, 403, 404, 409], SWAP_RULE))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => offerSwap(ctx.em, input.id, ctx.viewer, notifyOf(ctx))),

  withdrawSwap: memberProcedure
    .meta(rest('DELETE', '/shifts/{id}/swap', 'shifts', 'Træk mit tilbud om bytte tilbage', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => withdrawSwap(ctx.em, input.id, ctx.viewer)),

  takeSwap: memberProcedure
    .meta(rest('POST', '/swaps/{id}/take', 'shifts', 'Overtag en plads, et andet medlem tilbyder til bytte', [400, 401, 403, 404, 409], TAKE_RULE))
    .input(idParamSchema)
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input }) => takeSwap(ctx.em, input.id, ctx.viewer, notifyOf(ctx))),

  attendance: memberProcedure
    .meta(rest('PUT', '/shifts/{id}/attendance', 'shifts', 'Registrér, om et medlem mødte op til en vagt', [400, 401, 403, 404, 409], ATTENDANCE_RULE))
    .input(z.object({ ...idParamSchema.shape, ...shiftAttendanceInputSchema.shape }))
    .output(compiled(shiftSchema))
    .mutation(({ ctx, input: { id, ...input } }) => markAttendance(ctx.em, id, input, ctx.viewer)),

  hours: manageShifts
    .meta(
      rest(
        'GET',
        '/shifts/hours',
        'shifts',
        'Alle aktive medlemmers timer, vagter, udeblivelser og optjente goder i en sæson',
        [400, 401, 403],
        'Sæsonen og reglerne for goder står i indstillingerne (seasonStart, shiftPerks). `idle`: ingen vagt, der tæller, i 60 dage. Som CSV: GET /api/shifts/hours.csv.',
      ),
    )
    .input(shiftHoursInputSchema)
    .output(compiled(shiftHoursSchema))
    .query(({ ctx, input }) => shiftHours(ctx.em, input.season)),

  mine: memberProcedure
    .meta(
      rest(
        'GET',
        '/shifts/mine',
        'shifts',
        'Mine kommende vagter, ledige pladser og byttetilbud jeg kan tage, mine ventelister og min sæson',
        [401, 403],
        'Sæsonens timer tæller fra vagter markeret arrived og, indtil de er markeret, fra vagter, der er slut på et event, der blev holdt; goderne efter foreningens regler (indstillingen shiftPerks).',
      ),
    )
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
