import type { TRPCLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AppRouter } from '../../../server/trpc/router';

/** Hooks for components: trpc.venues.list.useSuspenseQuery(…), trpc.useUtils(). */
export const trpc = createTRPCReact<AppRouter>();

/**
 * How calls reach the procedures: over HTTP in the browser (httpBatchLink to /trpc, same origin, so
 * the session cookie travels along), in-process on the server while it renders a page.
 */
export type TrpcLink = TRPCLink<AppRouter>;
export type TrpcClient = ReturnType<typeof trpc.createClient>;

/** The query cache for route loaders, which run outside React: context.trpc.venues.byId.ensureData(…). */
export function createTrpcUtils(queryClient: QueryClient, client: TrpcClient) {
  return createTRPCQueryUtils({ queryClient, client });
}
export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
