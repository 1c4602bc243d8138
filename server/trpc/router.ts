import { authRouter } from '../modules/auth/auth.router';
import { memberRouter } from '../modules/member/member.router';
import { venueRouter } from '../modules/venue/venue.router';
import { router } from './trpc';

/** One router serves /trpc (the React client) and /api (REST, via trpc-to-openapi). */
export const appRouter = router({
  auth: authRouter,
  members: memberRouter,
  venues: venueRouter,
});

export type AppRouter = typeof appRouter;
