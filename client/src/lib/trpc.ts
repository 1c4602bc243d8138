import type { createTRPCQueryUtils } from '@trpc/react-query';
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/router';

/** Hooks for the admin area's components: trpc.venues.list.useSuspenseQuery(…), trpc.useUtils(). */
export const trpc = createTRPCReact<AppRouter>();

/** The query cache for admin route loaders, which run outside React: context.trpc.venues.byId.ensureData(…). */
export type TrpcUtils = ReturnType<typeof createTRPCQueryUtils<AppRouter>>;
