import { useRouteContext, useRouter } from '@tanstack/react-router';
import type { Settings } from '../../../shared/schemas/settings';

/**
 * After the settings are saved: every page of this tab shows them at once (the header, the titles),
 * as the server's pages already do (docs/settings.md).
 */
export function useAdoptSettings(): (settings: Settings) => Promise<void> {
  const router = useRouter();
  const siteSettings = useRouteContext({ from: '__root__', select: (context) => context.siteSettings });
  return (settings) => {
    siteSettings.adopt(settings);
    return router.invalidate();
  };
}
