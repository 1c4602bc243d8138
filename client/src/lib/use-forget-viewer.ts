import { useRouteContext } from '@tanstack/react-router';

/**
 * Call after log-in, registration, a password reset and log-out, then navigate: the server's
 * answers depend on who asks, so nothing loaded for the previous viewer may be reused.
 */
export function useForgetViewer(): () => void {
  return useRouteContext({ from: '__root__', select: (context) => context.forgetViewer });
}
