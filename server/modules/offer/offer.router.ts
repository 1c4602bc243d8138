import { idParamSchema } from '../../../shared/schemas/common';
import { offerInputSchema, offerListInputSchema, offerListSchema, offerSchema, offerTokenSchema, offerViewSchema } from '../../../shared/schemas/offer';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { removeContract } from './offer-contract';
import { answerOffer, createOffer, getOffer, listOffers, offerByLink, withdrawOffer } from './offer.service';

const booking = teamProcedure('reviewApplications');
const TAG = 'offers';

/** Offers on holds (docs/applications.md#offers): the booking group sends them, the act answers by its link. */
export const offerRouter = router({
  list: booking
    .meta(rest('GET', '/offers', TAG, 'Tilbuddene, nyeste først, pr. ansøgning eller status', [400, 401, 403]))
    .input(offerListInputSchema)
    .output(compiled(offerListSchema))
    .query(async ({ ctx, input }) => ({ records: await listOffers(ctx.em, input) })),

  create: booking
    .meta(
      rest(
        'POST',
        '/offers',
        TAG,
        'Send et tilbud på en option til ansøgningens akt',
        [400, 401, 403, 404, 409],
        'Akten får en mail med et hemmeligt link, hvor den accepterer eller afslår; ansøgningen får status Tilbud. Ét åbent eller accepteret tilbud pr. option.',
      ),
    )
    .input(offerInputSchema)
    .output(compiled(offerSchema))
    .mutation(({ ctx, input }) => createOffer(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input, ctx.viewer)),

  byLink: publicProcedure
    .meta(rest('GET', '/offers/link', TAG, 'Et tilbud, for akten, med linket fra tilbudsmailen', [400, 404]))
    .input(offerTokenSchema)
    .output(compiled(offerViewSchema))
    .query(({ ctx, input }) => offerByLink(ctx.em, input.token)),

  accept: publicProcedure
    .meta(
      rest('POST', '/offers/accept', TAG, 'Accepter et tilbud med linket fra tilbudsmailen', [400, 404, 409], 'Opretter kunstneren og et udkast til arrangementet på datoen; 409 når tilbuddet allerede er besvaret.'),
    )
    .input(offerTokenSchema)
    .output(compiled(offerViewSchema))
    .mutation(({ ctx, input }) => answerOffer(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input.token, 'accepted')),

  decline: publicProcedure
    .meta(rest('POST', '/offers/decline', TAG, 'Afslå et tilbud med linket fra tilbudsmailen', [400, 404, 409]))
    .input(offerTokenSchema)
    .output(compiled(offerViewSchema))
    .mutation(({ ctx, input }) => answerOffer(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input.token, 'declined')),

  byId: booking
    .meta(rest('GET', '/offers/{id}', TAG, 'Et tilbud', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(offerSchema))
    .query(({ ctx, input }) => getOffer(ctx.em, input.id)),

  withdraw: booking
    .meta(rest('DELETE', '/offers/{id}', TAG, 'Træk et sendt tilbud tilbage', [400, 401, 403, 404, 409]))
    .input(idParamSchema)
    .output(compiled(offerSchema))
    .mutation(({ ctx, input }) => withdrawOffer(ctx.em, input.id)),

  // Uploading and fetching the contract are plain routes (offer-contract.ts): multipart and PDF.
  removeContract: booking
    .meta(rest('DELETE', '/offers/{id}/contract', TAG, 'Fjern kontrakten fra et tilbud', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(offerSchema))
    .mutation(({ ctx, input }) => removeContract(ctx.em, input.id)),
});
