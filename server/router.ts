import { applicationRouter } from './modules/application/application.router';
import { apiTokenRouter } from './modules/api-token/api-token.router';
import { artistRouter } from './modules/artist/artist.router';
import { authRouter } from './modules/auth/auth.router';
import { crewRouter } from './modules/crew/crew.router';
import { doorRouter } from './modules/door/door.router';
import { eventRouter } from './modules/event/event.router';
import { federationRouter } from './modules/federation/federation.router';
import { genreRouter } from './modules/genre/genre.router';
import { holdRouter } from './modules/hold/hold.router';
import { imageRouter } from './modules/image/image.router';
import { landingImageRouter } from './modules/landing-image/landing-image.router';
import { memberRouter } from './modules/member/member.router';
import { offerRouter } from './modules/offer/offer.router';
import { profileRouter } from './modules/profile/profile.router';
import { qualificationRouter } from './modules/qualification/qualification.router';
import { reservationRouter } from './modules/reservation/reservation.router';
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
  applications: applicationRouter,
  artists: artistRouter,
  auth: authRouter,
  crews: crewRouter,
  door: doorRouter,
  events: eventRouter,
  federation: federationRouter,
  genres: genreRouter,
  holds: holdRouter,
  images: imageRouter,
  landingImages: landingImageRouter,
  members: memberRouter,
  offers: offerRouter,
  profile: profileRouter,
  qualifications: qualificationRouter,
  reservations: reservationRouter,
  settings: settingsRouter,
  shifts: shiftRouter,
  teams: teamRouter,
  venues: venueRouter,
  webhooks: webhookRouter,
  subscriptions: subscriptionRouter,
});

export type AppRouter = typeof appRouter;
