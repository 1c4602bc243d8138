import { z } from 'zod';
import {
  applicationAnswerSchema,
  applicationCommentInputSchema,
  applicationDetailSchema,
  applicationFacetsSchema,
  applicationFormSchema,
  applicationIdSchema,
  applicationInputSchema,
  applicationListInputSchema,
  applicationListSchema,
  applicationSettingsInputSchema,
  applicationSettingsSchema,
  applicationStatusInputSchema,
  applicationStatusViewSchema,
  applicationTokenSchema,
  applicationVoteInputSchema,
} from '../../../shared/schemas/application';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { applicationAddressThrottle, applicationEmailThrottle } from './application-throttles';
import {
  applicationByLink,
  applicationFacets,
  applicationForm,
  commentOnApplication,
  createApplication,
  getApplication,
  listApplications,
  readApplicationSettings,
  saveApplicationSettings,
  setApplicationStatus,
  voteOnApplication,
  withdrawApplication,
} from './application.service';

const review = teamProcedure('reviewApplications');
const TAG = 'applications';

/** Bands apply to play (docs/applications.md): the public form and status link, and the booking group's review. */
export const applicationRouter = router({
  form: publicProcedure
    .meta(rest('GET', '/applications/form', TAG, 'Hvad formularen "Spil hos os" spørger om, og om der er åbent', []))
    .input(z.void())
    .output(compiled(applicationFormSchema))
    .query(({ ctx }) => applicationForm(ctx.em)),

  create: publicProcedure
    .meta(
      rest(
        'POST',
        '/applications',
        TAG,
        'Søg om at spille (formularen "Spil hos os")',
        [400, 409, 429],
        'Akten får en bekræftelse med et hemmeligt link til status og tilbagetrækning. Højst 5 pr. klientadresse og 3 pr. e-mail i timen; 409 når der er lukket for ansøgninger.',
      ),
    )
    .input(applicationInputSchema)
    .output(compiled(applicationAnswerSchema))
    .mutation(async ({ ctx, input }) => {
      await applicationAddressThrottle.take(ctx.em, ctx.req.ip);
      await applicationEmailThrottle.take(ctx.em, input.email);
      return { message: await createApplication(ctx.em, input, { publicUrl: ctx.config.PUBLIC_URL, mailer: ctx.mailer }) };
    }),

  byLink: publicProcedure
    .meta(rest('GET', '/applications/link', TAG, 'En ansøgnings status, for akten, med linket fra bekræftelsen', [400, 404]))
    .input(applicationTokenSchema)
    .output(compiled(applicationStatusViewSchema))
    .query(({ ctx, input }) => applicationByLink(ctx.em, input.token)),

  withdraw: publicProcedure
    .meta(rest('POST', '/applications/withdraw', TAG, 'Træk en ansøgning tilbage med linket fra bekræftelsen', [400, 404, 409]))
    .input(applicationTokenSchema)
    .output(compiled(applicationStatusViewSchema))
    .mutation(({ ctx, input }) => withdrawApplication(ctx.em, input.token)),

  list: review
    .meta(
      rest('GET', '/applications', TAG, 'Ansøgningerne, nyeste først, efter status, genre, ønsket måned og hjemby', [400, 401, 403], 'Stemmerne (votes) kommer kun med på de ansøgninger, man selv har stemt om.'),
    )
    .input(applicationListInputSchema)
    .output(compiled(applicationListSchema))
    .query(({ ctx, input }) => listApplications(ctx.em, ctx.config.PUBLIC_URL, input, ctx.viewer)),

  facets: review
    .meta(rest('GET', '/applications/facets', TAG, 'Genrer, måneder og byer at filtrere på, og antal pr. status', [401, 403]))
    .input(z.void())
    .output(compiled(applicationFacetsSchema))
    .query(({ ctx }) => applicationFacets(ctx.em)),

  settings: review
    .meta(rest('GET', '/applications/settings', TAG, 'Formularens tekst, felter, lukning, opbevaring og mailene ved statusskift', [401, 403]))
    .input(z.void())
    .output(compiled(applicationSettingsSchema))
    .query(({ ctx }) => readApplicationSettings(ctx.em)),

  saveSettings: review
    .meta(rest('PUT', '/applications/settings', TAG, 'Gem formularens tekst, felter, lukning, opbevaring og mailene ved statusskift', [400, 401, 403]))
    .input(applicationSettingsInputSchema)
    .output(compiled(applicationSettingsSchema))
    .mutation(({ ctx, input }) => saveApplicationSettings(ctx.em, input)),

  byId: review
    .meta(rest('GET', '/applications/{id}', TAG, 'En ansøgning med stemmer (når man selv har stemt) og kommentarer', [400, 401, 403, 404]))
    .input(applicationIdSchema)
    .output(compiled(applicationDetailSchema))
    .query(({ ctx, input }) => getApplication(ctx.em, ctx.config.PUBLIC_URL, input.id, ctx.viewer)),

  vote: review
    .meta(rest('PUT', '/applications/{id}/vote', TAG, 'Stem ja, måske eller nej; en ny stemme erstatter den forrige', [400, 401, 403, 404]))
    .input(z.object({ ...applicationIdSchema.shape, ...applicationVoteInputSchema.shape }))
    .output(compiled(applicationDetailSchema))
    .mutation(({ ctx, input }) => voteOnApplication(ctx.em, ctx.config.PUBLIC_URL, input.id, input.vote, ctx.viewer)),

  comment: review
    .meta(rest('POST', '/applications/{id}/comments', TAG, 'Skriv en kommentar til en ansøgning', [400, 401, 403, 404]))
    .input(z.object({ ...applicationIdSchema.shape, ...applicationCommentInputSchema.shape }))
    .output(compiled(applicationDetailSchema))
    .mutation(({ ctx, input }) => commentOnApplication(ctx.em, ctx.config.PUBLIC_URL, input.id, input.text, ctx.viewer)),

  setStatus: review
    .meta(
      rest('PUT', '/applications/{id}/status', TAG, 'Skift en ansøgnings status', [400, 401, 403, 404, 409], 'Akten får indstillingernes tekst for den nye status pr. mail, medmindre notify er false eller teksten er tom.'),
    )
    .input(z.object({ ...applicationIdSchema.shape, ...applicationStatusInputSchema.shape }))
    .output(compiled(applicationDetailSchema))
    .mutation(({ ctx, input: { id, ...change } }) => setApplicationStatus(ctx.em, { publicUrl: ctx.config.PUBLIC_URL, mailer: ctx.mailer }, id, change, ctx.viewer)),
});
