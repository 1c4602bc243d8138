import { apiTokenRouter } from './modules/api-token/api-token.router';
import { artistRouter } from './modules/artist/artist.router';
import { authRouter } from './modules/auth/auth.router';
import { eventRouter } from './modules/event/event.router';
import { federationRouter } from './modules/federation/federation.router';
import { genreRouter } from './modules/genre/genre.router';
import { landingImageRouter } from './modules/landing-image/landing-image.router';
import { memberRouter } from './modules/member/member.router';
import { profileRouter } from './modules/profile/profile.router';
import { qualificationRouter } from './modules/qualification/qualification.router';
import { settingsRouter } from './modules/settings/settings.router';
import { shiftRouter } from './modules/shift/shift.router';
import { teamRouter } from './modules/team/team.router';
import { venueRouter } from './modules/venue/venue.router';
import { webhookRouter } from './modules/webhook/webhook.router';
import { subscriptionRouter } from './modules/subscription/subscription.router';
import { router } from './trpc/trpc';

/**
 * One router serves /trpc (the React client) and /api (REST, via trpc-to-openapi). The
 * uploads are plain Fastify routes beside it (http/uploads.ts).
 */
export const appRouter = router({
  apiTokens: apiTokenRouter,
  artists: artistRouter,
  auth: authRouter,
  events: eventRouter,
  federation: federationRouter,
  genres: genreRouter,
  landingImages: landingImageRouter,
  members: memberRouter,
  profile: profileRouter,
  qualifications: qualificationRouter,
  settings: settingsRouter,
  shifts: shiftRouter,
  teams: teamRouter,
  venues: venueRouter,
  webhooks: webhookRouter,
  subscriptions: subscriptionRouter,
});

export type AppRouter = typeof appRouter;
