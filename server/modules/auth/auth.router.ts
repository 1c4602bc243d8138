import { z } from 'zod';
import {
  emailVerificationInputSchema,
  emailVerificationLinkSchema,
  emailVerifiedSchema,
  forgotPasswordInputSchema,
  forgotPasswordResultSchema,
  loginInputSchema,
  logOutResultSchema,
  registerInputSchema,
  resetLinkInputSchema,
  resetLinkSchema,
  resetPasswordInputSchema,
} from '../../../shared/schemas/auth';
import { memberSchema } from '../../../shared/schemas/member';
import { rest } from '../../trpc/openapi-meta';
import { authedProcedure, compiled, type Context, publicProcedure, router } from '../../trpc/trpc';
import type { Member } from '../member/member.entity';
import { describeVerificationLink, verificationMail, verifyEmail } from '../member/member-email';
import { getMember, toMemberDto } from '../member/member.service';
import { memberWaitingMessage, passwordChangedMessage, passwordResetMessage } from '../mail/messages';
import { endSession } from '../session/session.service';
import { loginThrottles, registrationThrottle, resetAddressThrottle, resetLinkThrottle } from '../throttle/throttle.service';
import { authenticate, findApprovers, registerMember } from './auth.service';
import { createPasswordReset, isResetLinkValid, resetPassword } from './password-reset';
import { clearSessionCookie, startBrowserSession } from './session-cookie';

/** A fresh session on every login or registration; any session the browser had is ended first. */
async function logIn(ctx: Context, member: Member) {
  if (ctx.viewer?.sessionId) await endSession(ctx.em, ctx.viewer.sessionId);
  await startBrowserSession(ctx.em, ctx.res, ctx.config, member);
  return toMemberDto(member, true, ctx.config.PUBLIC_URL);
}

export const authRouter = router({
  register: publicProcedure
    .meta(rest('POST', '/auth/register', 'auth', 'Opret et medlemskab og log ind', [400, 409, 429]))
    .input(registerInputSchema)
    .output(compiled(memberSchema))
    .mutation(async ({ ctx, input }) => {
      await registrationThrottle.take(ctx.em, ctx.req.ip);
      const member = await registerMember(ctx.em, ctx.config.PUBLIC_URL, input);
      // The answer stays the spec's member; the address is trusted once the link sent to it is opened.
      ctx.mailer.send(await verificationMail(ctx.em, member, member.email, ctx.config.PUBLIC_URL));
      for (const approver of await findApprovers(ctx.em)) {
        ctx.mailer.send(memberWaitingMessage(approver, member, ctx.config.PUBLIC_URL));
      }
      return logIn(ctx, member);
    }),

  login: publicProcedure
    .meta(rest('POST', '/auth/login', 'auth', 'Log ind', [400, 401, 429]))
    .input(loginInputSchema)
    .output(compiled(memberSchema))
    .mutation(async ({ ctx, input }) => {
      const attempt = { account: input.email, address: ctx.req.ip };
      await loginThrottles.take(ctx.em, attempt);
      const member = await authenticate(ctx.em, input);
      await loginThrottles.succeeded(ctx.em, attempt);
      return logIn(ctx, member);
    }),

  forgotPassword: publicProcedure
    .meta(rest('POST', '/auth/forgot-password', 'auth', 'Send et link til at vælge en ny adgangskode', [400, 429]))
    .input(forgotPasswordInputSchema)
    .output(compiled(forgotPasswordResultSchema))
    .mutation(async ({ ctx, input }) => {
      // Counted for unknown addresses too, so neither the answer nor a refusal tells who is a member.
      await resetAddressThrottle.take(ctx.em, ctx.req.ip);
      await resetLinkThrottle.take(ctx.em, input.email);
      const reset = await createPasswordReset(ctx.em, input.email);
      if (reset) {
        const link = `${ctx.config.PUBLIC_URL}/auth/reset?token=${reset.token}`;
        ctx.mailer.send(passwordResetMessage(reset.member, link));
      }
      return { message: 'Hvis adressen hører til et medlem, har vi sendt et link til at vælge en ny adgangskode. Linket virker i 1 time.' };
    }),

  verificationLink: publicProcedure
    .meta(rest('GET', '/auth/verify-email', 'auth', 'Om et link til at bekræfte en e-mailadresse stadig virker, og hvilken adresse det bekræfter', [400]))
    .input(emailVerificationInputSchema)
    .output(compiled(emailVerificationLinkSchema))
    .query(({ ctx, input }) => describeVerificationLink(ctx.em, input.token)),

  verifyEmail: publicProcedure
    .meta(
      rest(
        'POST',
        '/auth/verify-email',
        'auth',
        'Bekræft en e-mailadresse med linket fra e-mailen',
        [400, 409],
        'Registreringens adresse bliver bekræftet, eller en ny adresse træder i stedet for den gamle. Linket virker én gang og i 3 dage.',
      ),
    )
    .input(emailVerificationInputSchema)
    .output(compiled(emailVerifiedSchema))
    .mutation(async ({ ctx, input }) => {
      const { email } = await verifyEmail(ctx.em, input.token);
      return { message: 'Tak! Din e-mailadresse er bekræftet.', email };
    }),

  resetLink: publicProcedure
    .meta(rest('GET', '/auth/reset-password', 'auth', 'Om et link til at vælge en ny adgangskode stadig virker', [400]))
    .input(resetLinkInputSchema)
    .output(compiled(resetLinkSchema))
    .query(async ({ ctx, input }) => ({ valid: await isResetLinkValid(ctx.em, input.token) })),

  resetPassword: publicProcedure
    .meta(rest('POST', '/auth/reset-password', 'auth', 'Vælg en ny adgangskode med linket fra e-mailen og log ind', [400]))
    .input(resetPasswordInputSchema)
    .output(compiled(memberSchema))
    .mutation(async ({ ctx, input }) => {
      const { member, deletedTokens } = await resetPassword(ctx.em, input.token, input.password);
      ctx.mailer.send(passwordChangedMessage(member, new Date(), deletedTokens, ctx.config.PUBLIC_URL));
      await loginThrottles.reset(ctx.em, { account: member.email, address: ctx.req.ip });
      return logIn(ctx, member);
    }),

  logOut: publicProcedure
    .meta(rest('POST', '/auth/log-out', 'auth', 'Log ud', []))
    .input(z.void())
    .output(compiled(logOutResultSchema))
    .mutation(async ({ ctx }) => {
      if (ctx.viewer?.sessionId) await endSession(ctx.em, ctx.viewer.sessionId);
      clearSessionCookie(ctx.res, ctx.config);
      return { message: 'Du er logget ud' };
    }),

  session: authedProcedure
    .meta(rest('GET', '/auth/session', 'auth', 'Hent det indloggede medlem', [401]))
    .input(z.void())
    .output(compiled(memberSchema))
    .query(({ ctx }) => getMember(ctx.em, ctx.config.PUBLIC_URL, ctx.viewer.memberId, ctx.viewer)),
});
