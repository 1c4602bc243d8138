import type { Settings } from '../../../shared/schemas/settings';
import type { ApiClient } from './api';

/**
 * The association's settings (its name, look and contact: docs/settings.md), which every page's
 * header, footer and head show. The server reads them for each page it renders and hands them to
 * the browser with it, so a tab asks for them only if the server could not say; a save in the
 * admin hands the saved settings over at once.
 */
export function createSiteSettings(api: ApiClient) {
  let known: Settings | undefined;
  let asking: Promise<Settings> | undefined;
  return {
    settings(): Promise<Settings> {
      if (known) return Promise.resolve(known);
      asking ??= api.settings.get.query().then(
        (settings) => (known = settings),
        (error: unknown) => {
          asking = undefined;
          throw error;
        },
      );
      return asking;
    },
    /** What the server knew when it rendered the page, for the browser to start from. */
    known: (): Settings | undefined => known,
    /** The settings as the server just said they are (the page it rendered, a save's answer). */
    adopt(settings: Settings) {
      known = settings;
      asking = undefined;
    },
  };
}
export type SiteSettings = ReturnType<typeof createSiteSettings>;

