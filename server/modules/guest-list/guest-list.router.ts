import { idParamSchema } from '../../../shared/schemas/common';
import {
  guestEntryDeletedSchema,
  guestEntryInputSchema,
  guestEntrySchema,
  guestEntryUpdateSchema,
  guestLinkEntryDeleteSchema,
  guestLinkEntryInputSchema,
  guestLinkInputSchema,
  guestLinkSentSchema,
  guestLinkTokenSchema,
  guestLinkViewSchema,
  guestListSchema,
} from '../../../shared/schemas/guest-list';
import { rest } from '../../trpc/openapi-meta';
import { compiled, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { addByLink, createGuestEntry, deleteGuestEntry, guestLinkView, listGuestList, removeByLink, sendGuestLink, updateGuestEntry } from './guest-list.service';

const TAG = 'guest-list';

const OPENING =
  'Booking retter listen, til aftenen er forbi (409 "Gæstelisten er lukket: aftenen er forbi"), så presse kan skrives på ved døren; ' +
  'akternes links lukker, når dørene åbner (doorsAt, ellers arrangementets start).';

/** A night's guest list (docs/door.md#guest-lists): booking's list, and each act's own by the secret link mailed to its contact. */
export const guestListRouter = router({
  list: teamProcedure('manageEvents')
    .meta(rest('GET', '/events/{id}/guest-list', TAG, 'Et arrangements gæsteliste, og hver akts link og brug af sine pladser', [400, 401, 403, 404]))
    .input(idParamSchema)
    .output(compiled(guestListSchema))
    .query(({ ctx, input }) => listGuestList(ctx.em, input.id)),

  create: teamProcedure('manageEvents')
    .meta(
      rest(
        'POST',
        '/events/{id}/guest-list',
        TAG,
        'Skriv et navn med +N på gæstelisten: en kunstners gæst, presse eller andet',
        [400, 401, 403, 404, 409],
        `En kunstners gæst (kind artist) hører til en af aftenens kunstnere (artistId; 409 ellers). Booking er ikke bundet af aktens grænse. ${OPENING}`,
      ),
    )
    .input(guestEntryInputSchema)
    .output(compiled(guestEntrySchema))
    .mutation(({ ctx, input }) => createGuestEntry(ctx.em, input, ctx.viewer)),

  update: teamProcedure('manageEvents')
    .meta(rest('PUT', '/guest-list/{id}', TAG, 'Ret et navn på gæstelisten, hvem der end skrev det på', [400, 401, 403, 404, 409], OPENING))
    .input(guestEntryUpdateSchema)
    .output(compiled(guestEntrySchema))
    .mutation(({ ctx, input }) => updateGuestEntry(ctx.em, input)),

  remove: teamProcedure('manageEvents')
    .meta(rest('DELETE', '/guest-list/{id}', TAG, 'Fjern et navn fra gæstelisten', [400, 401, 403, 404, 409], OPENING))
    .input(idParamSchema)
    .output(compiled(guestEntryDeletedSchema))
    .mutation(({ ctx, input }) => deleteGuestEntry(ctx.em, input.id)),

  sendLink: teamProcedure('manageEvents')
    .meta(
      rest(
        'POST',
        '/events/{id}/guest-list/links',
        TAG,
        'Send en akt sit link til gæstelisten',
        [400, 401, 403, 404, 409],
        'Laver aktens link på ny (256 tilfældige bit; kun SHA-256 gemmes) og mailer det til email: et link sendt før virker ikke længere, ' +
          'og navne skrevet på med det hører stadig akten til. guestLimit er personer (navne og +N), udeladt indstillingen guestsPerAct. ' +
          '409, når kunstneren ikke spiller på arrangementet, når det er aflyst, og når dørene er åbnet.',
      ),
    )
    .input(guestLinkInputSchema)
    .output(compiled(guestLinkSentSchema))
    .mutation(({ ctx, input }) => sendGuestLink(ctx.em, { mailer: ctx.mailer, publicUrl: ctx.config.PUBLIC_URL }, input, ctx.viewer)),

  byLink: publicProcedure
    .meta(rest('GET', '/guest-list/link', TAG, 'Aktens gæsteliste med linket fra mailen: aftenen, navnene og pladserne tilbage', [400, 404]))
    .input(guestLinkTokenSchema)
    .output(compiled(guestLinkViewSchema))
    .query(({ ctx, input }) => guestLinkView(ctx.em, input.token)),

  addByLink: publicProcedure
    .meta(
      rest(
        'POST',
        '/guest-list/link/entries',
        TAG,
        'Akten skriver et navn med +N på sin gæsteliste',
        [400, 404, 409],
        'Grænsen tæller personer (navnet og +N) blandt aktens gæster; over den 409 ("Gæstelisten er fuld: I har 4 pladser, og de er brugt"). ' +
          '409 også, når dørene er åbnet, og når arrangementet er aflyst.',
      ),
    )
    .input(guestLinkEntryInputSchema)
    .output(compiled(guestLinkViewSchema))
    .mutation(({ ctx, input }) => addByLink(ctx.em, input)),

  removeByLink: publicProcedure
    .meta(
      rest(
        'POST',
        '/guest-list/link/entries/delete',
        TAG,
        'Akten fjerner et navn, den selv har skrevet på',
        [400, 403, 404, 409],
        '403 for navne, booking har skrevet på; 409, når dørene er åbnet, og når arrangementet er aflyst.',
      ),
    )
    .input(guestLinkEntryDeleteSchema)
    .output(compiled(guestLinkViewSchema))
    .mutation(({ ctx, input }) => removeByLink(ctx.em, input)),
});
