import { z } from 'zod';
import { idParamSchema } from '../../../shared/schemas/common';
import {
  bookingCalendarInputSchema,
  bookingCalendarSchema,
  closedDateInputSchema,
  closedDateSchema,
  holdInputSchema,
  holdListInputSchema,
  holdListSchema,
  holdReleasedSchema,
  holdSchema,
  holdUpdateSchema,
} from '../../../shared/schemas/hold';
import { rest } from '../../trpc/openapi-meta';
import { compiled, router, teamProcedure } from '../../trpc/trpc';
import { bookingCalendar, closeDate, createHold, listHolds, releaseHold, reopenDate, updateHold } from './hold.service';

const booking = teamProcedure('reviewApplications');
const TAG = 'holds';

/** Holds on dates and the booking calendar (docs/applications.md#holds), for the booking group. */
export const holdRouter = router({
  calendar: booking
    .meta(rest('GET', '/booking-calendar', TAG, 'Et spillesteds måned: optioner, arrangementer og lukkede dage pr. dag', [400, 401, 403, 404]))
    .input(bookingCalendarInputSchema)
    .output(compiled(bookingCalendarSchema))
    .query(({ ctx, input }) => bookingCalendar(ctx.em, input)),

  list: booking
    .meta(rest('GET', '/holds', TAG, 'Optionerne efter dato, første før anden, pr. spillested, måned eller ansøgning', [400, 401, 403]))
    .input(holdListInputSchema)
    .output(compiled(holdListSchema))
    .query(async ({ ctx, input }) => ({ records: await listHolds(ctx.em, input) })),

  create: booking
    .meta(
      rest(
        'POST',
        '/holds',
        TAG,
        'Tag en option på en dato for en ansøgning eller en kunstner',
        [400, 401, 403, 404, 409],
        'Uden rank den første ledige: 1 (første option), ellers 2. Én af hver pr. dato; en anden option kræver en første, og en lukket dag tager ingen.',
      ),
    )
    .input(holdInputSchema)
    .output(compiled(holdSchema))
    .mutation(({ ctx, input }) => createHold(ctx.em, input, ctx.viewer)),

  update: booking
    .meta(rest('PUT', '/holds/{id}', TAG, 'Forlæng eller afkort en option, og skriv dens note', [400, 401, 403, 404]))
    .input(z.object({ ...idParamSchema.shape, ...holdUpdateSchema.shape }))
    .output(compiled(holdSchema))
    .mutation(({ ctx, input: { id, ...change } }) => updateHold(ctx.em, id, change)),

  release: booking
    .meta(rest('DELETE', '/holds/{id}', TAG, 'Slip en option', [400, 401, 403, 404], 'En anden option på datoen bliver første, og dens indehaver får besked.'))
    .input(idParamSchema)
    .output(compiled(holdReleasedSchema))
    .mutation(({ ctx, input }) => releaseHold(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input.id)),

  close: booking
    .meta(rest('POST', '/closed-dates', TAG, 'Luk en dag: ingen optioner på den', [400, 401, 403, 404, 409]))
    .input(closedDateInputSchema)
    .output(compiled(closedDateSchema))
    .mutation(({ ctx, input }) => closeDate(ctx.em, input)),

  reopen: booking
    .meta(rest('DELETE', '/closed-dates/{id}', TAG, 'Åbn en lukket dag igen', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(idParamSchema))
    .mutation(({ ctx, input }) => reopenDate(ctx.em, input.id)),
});
