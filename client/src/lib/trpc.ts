import { httpBatchLink } from '@trpc/client';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '../../../server/trpc/router';
import { createQueryClient } from './query-client';

/** Hooks for components: trpc.venues.list.useSuspenseQuery(…), trpc.useUtils(). */
export const trpc = createTRPCReact<AppRouter>();

// Same origin, so the session cookie travels with every call without extra options.
export const trpcClient = trpc.createClient({ links: [httpBatchLink({ url: '/trpc' })] });

export const queryClient = createQueryClient();

/** The same cache for route loaders, which run outside React: context.trpc.venues.byId.ensureData(…). */
export const trpcUtils = createTRPCQueryUtils({ queryClient, client: trpcClient });
export type TrpcUtils = typeof trpcUtils;
