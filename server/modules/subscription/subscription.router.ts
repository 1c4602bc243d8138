import { z } from 'zod';
import {
  digestSendAnswerSchema,
  memberSubscriptionInputSchema,
  messageAnswerSchema,
  SUBSCRIBE_ANSWER,
  subscribeAnswerSchema,
  subscribeInputSchema,
  subscriptionSchema,
  subscriptionStatsSchema,
  subscriptionTokenSchema,
  updateSubscriptionInputSchema,
} from '../../../shared/schemas/subscription';
import { rest } from '../../trpc/openapi-meta';
import { compiled, memberProcedure, publicProcedure, router, teamProcedure } from '../../trpc/trpc';
import { sendDigestNow } from '../digest/digest.service';
import { Member } from '../member/member.entity';
import { subscribeAddressThrottle, subscribeEmailThrottle } from '../throttle/throttle.service';
import { memberSubscription, setMemberSubscription } from './member-subscription';
import {
  confirmSubscription,
  leaveByToken,
  subscribe,
  subscriptionByToken,
  subscriptionStats,
  updateSubscription,
} from './subscription.service';

/** Procedures that answer 202 Accepted: the work they start goes on after the answer (http/rest-api.ts). */
export const ACCEPTED_PROCEDURES = new Set(['subscriptions.subscribe', 'subscriptions.sendDigest', 'reservations.reserve']);

const LEFT = 'Du er afmeldt, og din adresse er slettet.';
const DIGEST_SENT = {
  started: '"Nyt i programmet" er sat i gang: modtagerne ses under Følgere om lidt',
  joined: '"Nyt i programmet" er allerede på vej ud: modtagerne ses under Følgere om lidt, og nyt siden da kommer med i det næste',
} as const;

/** Following the programme by e-mail (docs/mail.md). */
export const subscriptionRouter = router({
  subscribe: publicProcedure
    .meta(
      rest(
        'POST',
        '/subscriptions',
        'subscriptions',
        'Følg programmet, en kunstner, et spillested eller en genre pr. e-mail (kræver bekræftelse fra mailen)',
        [400, 404, 429],
        'Svarer 202 med samme besked, uanset om adressen er ny, kendt eller bekræftet. Højst 10 pr. klientadresse og 3 pr. e-mail i timen.',
      ),
    )
    .input(subscribeInputSchema)
    .output(compiled(subscribeAnswerSchema))
    .mutation(async ({ ctx, input }) => {
      // Counted for every address alike, so neither the answer nor a refusal tells who subscribes.
      await subscribeAddressThrottle.take(ctx.em, ctx.req.ip);
      await subscribeEmailThrottle.take(ctx.em, input.email);
      await subscribe(ctx.em, input.email, input.follows, input.language);
      return { message: SUBSCRIBE_ANSWER };
    }),

  byToken: publicProcedure
    .meta(rest('GET', '/subscriptions/link', 'subscriptions', 'Hvad adressen bag et link fra en e-mail følger', [400, 404]))
    .input(subscriptionTokenSchema)
    .output(compiled(subscriptionSchema))
    .query(({ ctx, input }) => subscriptionByToken(ctx.em, input.token)),

  confirm: publicProcedure
    .meta(rest('POST', '/subscriptions/confirm', 'subscriptions', 'Bekræft en tilmelding med linket fra e-mailen', [400, 404]))
    .input(subscriptionTokenSchema)
    .output(compiled(subscriptionSchema))
    .mutation(({ ctx, input }) => confirmSubscription(ctx.em, input.token)),

  update: publicProcedure
    .meta(rest('PUT', '/subscriptions/link', 'subscriptions', 'Skift hvad adressen bag et link følger', [400, 404, 409]))
    .input(updateSubscriptionInputSchema)
    .output(compiled(subscriptionSchema))
    .mutation(({ ctx, input }) => updateSubscription(ctx.em, input.token, input.follows, input.language)),

  leave: publicProcedure
    .meta(
      rest('POST', '/subscriptions/leave', 'subscriptions', 'Afmeld: adressen og alt om den slettes', [400, 404], 'Mailudbydernes ét-kliks-afmelding (RFC 8058) er POST /api/subscriptions/one-click?token=….'),
    )
    .input(subscriptionTokenSchema)
    .output(compiled(messageAnswerSchema))
    .mutation(async ({ ctx, input }) => {
      await leaveByToken(ctx.em, input.token);
      return { message: LEFT };
    }),

  // For approved members only: an account waiting for approval may be on anyone's address.
  mine: memberProcedure
    .meta(
      rest('GET', '/profile/subscription', 'profile', 'Hvad jeg følger pr. e-mail', [401, 403], 'Mails går først til adressen, når den er bekræftet fra linket, der blev sendt til den (confirmed).'),
    )
    .input(z.void())
    .output(compiled(subscriptionSchema))
    .query(async ({ ctx }) => memberSubscription(ctx.em, await ctx.em.findOneOrFail(Member, { id: ctx.viewer.memberId }))),

  setMine: memberProcedure
    .meta(rest('PUT', '/profile/subscription', 'profile', 'Følg programmet pr. e-mail på min adresse; [] afmelder', [400, 401, 403, 404]))
    .input(memberSubscriptionInputSchema)
    .output(compiled(subscriptionSchema))
    .mutation(async ({ ctx, input }) => setMemberSubscription(ctx.em, await ctx.em.findOneOrFail(Member, { id: ctx.viewer.memberId }), input.follows)),

  stats: teamProcedure('reachAudience')
    .meta(rest('GET', '/subscriptions/stats', 'subscriptions', 'Antal modtagere pr. ting, der følges, og seneste "Nyt i programmet" (ingen adresser)', [401, 403]))
    .input(z.void())
    .output(compiled(subscriptionStatsSchema))
    .query(({ ctx }) => subscriptionStats(ctx.em)),

  sendDigest: teamProcedure('reachAudience')
    .meta(
      rest(
        'POST',
        '/digest/send',
        'subscriptions',
        'Send "Nyt i programmet" nu, med nyt siden den seneste',
        [401, 403],
        'Svarer 202: mailene skrives og sendes bagefter, i det tempo MAIL_RATE_PER_MINUTE tillader. Mens en udgave stadig skrives, ' +
          'bliver et nyt tryk (også mange på én gang, på enhver instans) til den samme; intet nyt kommer med i to udgaver.',
      ),
    )
    .input(z.void())
    .output(compiled(digestSendAnswerSchema))
    .mutation(async ({ ctx }) => ({ message: DIGEST_SENT[await sendDigestNow(ctx.em)] })),
});
