import { useRouteContext } from '@tanstack/react-router';
import type { TRPCClient, TRPCLink } from '@trpc/client';
import type { AppRouter } from '../../../server/router';

/**
 * The typed client loaders and forms call: context.api.events.byId.query({ id }). On the server it
 * is tRPC's own client over an in-process link (the request's own viewer, no HTTP); in the browser
 * a small fetch client (lib/fetch-api-client.ts) with the same calls, which keeps visitors' first
 * load small. Types come from the server's routers either way.
 */
export type ApiClient = TRPCClient<AppRouter>;
export type ApiLink = TRPCLink<AppRouter>;

/** The client for components that change something outside the admin area (log in, register). */
export function useApi(): ApiClient {
  return useRouteContext({ from: '__root__', select: (context) => context.api });
}
