import { z } from 'zod';
import { changePasswordInputSchema, passwordChangedSchema, profileExportSchema, publicConsentSchema } from '../../../shared/schemas/profile';
import { messageAnswerSchema } from '../../../shared/schemas/subscription';
import { rest } from '../../trpc/openapi-meta';
import { startBrowserSession } from '../auth/session-cookie';
import { passwordChangedMessage } from '../mail/messages';
import { resendVerification } from '../member/member-email';
import { authedProcedure, compiled, router, sessionProcedure } from '../../trpc/trpc';
import { changePassword, exportProfile, readPublicConsent, setPublicConsent } from './profile.service';

/**
 * "Min profil" (docs/product.md /admin/profile). Name, e-mail and picture go through PUT /api/members/{id},
 * and deleting one's own account through DELETE /api/members/{id}, as for any member. The consent
 * to be shown publicly is the member's alone: nobody else may give or withdraw it.
 */
export const profileRouter = router({
  changePassword: sessionProcedure
    .meta(rest('PUT', '/profile/password', 'profile', 'Skift egen adgangskode; alle medlemmets sessioner og API-nøgler afsluttes, og browseren får en ny session', [400, 401, 403, 429]))
    .input(changePasswordInputSchema)
    .output(compiled(passwordChangedSchema))
    .mutation(async ({ ctx, input }) => {
      const { member, deletedTokens } = await changePassword(ctx.em, ctx.viewer, input, ctx.req.ip);
      await startBrowserSession(ctx.em, ctx.res, ctx.config, member);
      ctx.mailer.send(passwordChangedMessage(member, new Date(), deletedTokens, ctx.config.PUBLIC_URL));
      return { message: 'Din adgangskode er ændret' };
    }),

  // Also while awaiting approval: the pending page offers it.
  resendVerification: authedProcedure
    .meta(
      rest('POST', '/profile/email-verification', 'profile', 'Send linket, der bekræfter min e-mailadresse (eller den nye, der venter), igen', [401, 409, 429]),
    )
    .input(z.void())
    .output(compiled(messageAnswerSchema))
    .mutation(async ({ ctx }) => {
      const { email, mail } = await resendVerification(ctx.em, ctx.viewer.memberId, ctx.config.PUBLIC_URL);
      ctx.mailer.send(mail);
      return { message: `Vi har sendt et nyt link til ${email}` };
    }),

  consent: authedProcedure
    .meta(rest('GET', '/profile/consent', 'profile', 'Om jeg vises på foreningens offentlige sider', [401]))
    .input(z.void())
    .output(compiled(publicConsentSchema))
    .query(({ ctx }) => readPublicConsent(ctx.em, ctx.viewer)),

  setConsent: authedProcedure
    .meta(rest('PUT', '/profile/consent', 'profile', 'Giv eller træk samtykket til at blive vist offentligt tilbage', [400, 401]))
    .input(publicConsentSchema)
    .output(compiled(publicConsentSchema))
    .mutation(({ ctx, input }) => setPublicConsent(ctx.em, ctx.viewer, input)),

  export: authedProcedure
    .meta(rest('GET', '/profile/export', 'profile', 'Hent alt, der er gemt om mig, som JSON', [401]))
    .input(z.void())
    .output(compiled(profileExportSchema))
    .query(({ ctx }) => exportProfile(ctx.em, ctx.config.PUBLIC_URL, ctx.viewer)),
});
