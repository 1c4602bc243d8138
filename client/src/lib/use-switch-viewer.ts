import { useRouteContext } from '@tanstack/react-router';
import type { Viewer } from './viewer-session';

/**
 * Call after log-in, registration, a password reset, log-out or a deleted account, with who is
 * looking now (the server's answer, or null), then navigate: the server's answers depend on who
 * asks, so nothing loaded for the previous viewer may be reused.
 */
export function useSwitchViewer(): (viewer: Viewer) => void {
  return useRouteContext({ from: '__root__', select: (context) => context.switchViewer });
}
