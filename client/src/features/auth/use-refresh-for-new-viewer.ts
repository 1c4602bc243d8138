import { matchQuery, useQueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { trpc } from '../../lib/trpc';

/**
 * Call after log-in, registration and log-out. The server's answers depend on who asks (the
 * session itself, member e-mails), so nothing cached for the previous viewer may be reused: the
 * session is asked again from scratch, what is on screen is refetched in the background, and the
 * rest is forgotten.
 */
export function useRefreshForNewViewer() {
  const queryClient = useQueryClient();
  return async () => {
    const session = { queryKey: getQueryKey(trpc.auth.session) };
    queryClient.removeQueries({ type: 'inactive' });
    await Promise.all([
      // Reset, not invalidate: a failed refetch keeps the old data, and /admin would still let the old member in.
      queryClient.resetQueries(session),
      queryClient.invalidateQueries({ predicate: (query) => !matchQuery(session, query) }),
    ]);
  };
}
