import { idParamSchema } from '../../../shared/schemas/common';
import {
  reservationAnswerSchema,
  reservationCancelledSchema,
  reservationInputSchema,
  reservationListSchema,
  reservationTokenSchema,
  reservationViewSchema,
} from '../../../shared/schemas/reservation';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, publicProcedure, router } from '../../trpc/trpc';
import { requireDoorAccess } from '../door/door-access';
import { reserveAddressThrottle, reserveEmailThrottle } from '../throttle/throttle.service';
import { cancelReservation, confirmReservation, listReservations, reservationByLink, reserve } from './reservation.service';

const TAG = 'reservations';

/** Reservations for free nights (docs/door.md#reservations): visitors by their mailed link, the event managers by the list. */
export const reservationRouter = router({
  reserve: publicProcedure
    .meta(
      rest(
        'POST',
        '/events/{id}/reservations',
        TAG,
        'Reserver 1–6 pladser til et arrangement med reservation (kræver bekræftelse fra mailen)',
        [400, 404, 409, 429],
        'Svarer 202 med samme besked, uanset om adressen har reserveret før. Pladserne holdes i 30 minutter, til linket i mailen er åbnet; ' +
          'er der ikke plads (eller venter nogen allerede), kommer reservationen på ventelisten, når den er bekræftet (waitlisted). ' +
          'Højst 10 pr. klientadresse og 3 pr. e-mail i timen.',
      ),
    )
    .input(reservationInputSchema)
    .output(compiled(reservationAnswerSchema))
    .mutation(async ({ ctx, input }) => {
      // Counted for every address alike, so neither the answer nor a refusal tells who has reserved.
      await reserveAddressThrottle.take(ctx.em, ctx.req.ip);
      await reserveEmailThrottle.take(ctx.em, input.email);
      return reserve(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input);
    }),

  byLink: publicProcedure
    .meta(rest('GET', '/reservations/link', TAG, 'En reservation med linket fra mailen', [400, 404]))
    .input(reservationTokenSchema)
    .output(compiled(reservationViewSchema))
    .query(({ ctx, input }) => reservationByLink(ctx.em, input.token)),

  confirm: publicProcedure
    .meta(
      rest(
        'POST',
        '/reservations/confirm',
        TAG,
        'Bekræft en reservation med linket fra mailen',
        [400, 404, 409],
        'Holdte og tilbudte pladser bliver bekræftet (held, offered → confirmed); en plads på ventelisten kommer i kø (listed → waiting), ' +
          'eller får pladserne med det samme, når de er ledige og ingen venter. 409, når reservationen er udløbet; bekræftet igen svarer den som første gang, uden ny mail.',
      ),
    )
    .input(reservationTokenSchema)
    .output(compiled(reservationViewSchema))
    .mutation(({ ctx, input }) => confirmReservation(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input.token)),

  cancel: publicProcedure
    .meta(rest('POST', '/reservations/cancel', TAG, 'Annullér en reservation med linket fra mailen', [400, 404], 'Frigjorte pladser tilbydes den første på ventelisten i 12 timer.'))
    .input(reservationTokenSchema)
    .output(compiled(reservationCancelledSchema))
    .mutation(({ ctx, input }) => cancelReservation(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input.token)),

  list: memberProcedure
    .meta(
      rest(
        'GET',
        '/events/{id}/reservations',
        TAG,
        'Et arrangements reservationer og venteliste, med optællingen',
        [400, 401, 403, 404],
        'For dem, der styrer arrangementer, og for aftenens dør: dørvagtens frivillige, vagtens leder og holdets leder.',
      ),
    )
    .input(idParamSchema)
    .output(compiled(reservationListSchema))
    .query(async ({ ctx, input }) => {
      await requireDoorAccess(ctx.em, ctx.viewer, input.id);
      return listReservations(ctx.em, input.id);
    }),
});
