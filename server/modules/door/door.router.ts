import { idParamSchema } from '../../../shared/schemas/common';
import { checkInBatchAnswerSchema, checkInBatchSchema, doorReportSchema, doorStateSchema } from '../../../shared/schemas/door';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, router, teamProcedure } from '../../trpc/trpc';
import { requireDoorAccess } from './door-access';
import { doorReport } from './door-report';
import { doorState, recordCheckIns } from './door.service';

const TAG = 'door';
const WHO = 'For dem, der styrer arrangementer, og på aftenen for dørvagtens frivillige, vagtens leder og holdets leder.';

/** Door mode on the night and its numbers after it (docs/door.md#door-mode, #after-the-night). */
export const doorRouter = router({
  state: memberProcedure
    .meta(
      rest(
        'GET',
        '/events/{id}/door',
        TAG,
        'Dørlisten, de talte tjek-ind og antallet inde',
        [400, 401, 403, 404],
        `${WHO} Posterne (reservationer, gæsteliste, frivillige og, når medlemmer går gratis ind, medlemmer) i dansk navneorden. Caches ikke: telefonerne spørger hvert par sekunder.`,
      ),
    )
    .input(idParamSchema)
    .output(compiled(doorStateSchema))
    .query(async ({ ctx, input }) => doorState(ctx.em, await requireDoorAccess(ctx.em, ctx.viewer, input.id), input.id)),

  checkIn: memberProcedure
    .meta(
      rest(
        'POST',
        '/events/{id}/door/check-ins',
        TAG,
        'Send en telefons tjek-ind (også dem, der blev lavet uden net)',
        [400, 401, 403, 404, 409],
        `${WHO} Ét svar pr. tjek-ind i samme orden. Et id, der allerede er gemt, svarer som første gang og tælles ikke igen. ` +
          'in: posten skal stå på listen (unknown), med personer tilbage (already: "Allerede tjekket ind kl. 21.14 (dør 2)"; partial: resten tælles). ' +
          'in og walk-in afvises ved stedets kapacitet (full), medmindre offline er sand eller en, der styrer arrangementer, sender override. ' +
          'exit tæller aldrig under 0 inde; undo tager et tjek-ind tilbage. 409 for hele kaldet, når et tjek-ind ligger mere end 24 timer før dørene åbner eller efter aftenen.',
      ),
    )
    .input(checkInBatchSchema)
    .output(compiled(checkInBatchAnswerSchema))
    .mutation(async ({ ctx, input }) => recordCheckIns(ctx.em, await requireDoorAccess(ctx.em, ctx.viewer, input.id), input)),

  report: teamProcedure('manageEvents')
    .meta(
      rest(
        'GET',
        '/events/{id}/door/report',
        TAG,
        'Tallene efter aftenen: ankomster pr. kvarter, flest inde, reservationer, gæsteliste, frivillige og medlemmer',
        [400, 401, 403, 404],
        'Også som CSV: GET /api/events/{id}/door/report.csv.',
      ),
    )
    .input(idParamSchema)
    .output(compiled(doorReportSchema))
    .query(({ ctx, input }) => doorReport(ctx.em, input.id)),
});
