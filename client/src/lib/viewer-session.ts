import type { Member } from '../../../shared/schemas/member';
import { httpStatusOf } from './api-error';
import type { ApiClient } from './api';

/** Who is looking: the logged-in member, or null for a visitor. */
export type Viewer = Member | null;

/**
 * The viewer, asked of the server once and then remembered until it may have changed (log in, log
 * out, own profile saved, account deleted). The header, the admin guard and the pending screen all
 * read it from here, so navigating never asks again, and a visitor's 401 is not repeated.
 */
export function createViewerSession(api: ApiClient) {
  let known: { viewer: Viewer } | undefined;
  let asking: Promise<Viewer> | undefined;
  let generation = 0;

  async function ask(): Promise<Viewer> {
    const askedIn = generation;
    try {
      const viewer = await api.auth.session.query().catch((error: unknown) => {
        if (httpStatusOf(error) === 401) return null;
        throw error;
      });
      // A reset while asking means the answer may describe the previous viewer.
      if (askedIn === generation) known = { viewer };
      return viewer;
    } finally {
      if (askedIn === generation) asking = undefined;
    }
  }

  return {
    viewer(): Promise<Viewer> {
      if (known) return Promise.resolve(known.viewer);
      asking ??= ask();
      return asking;
    },
    /** What the server knew when it rendered the page, for the browser to start from. */
    known: (): Viewer | undefined => known?.viewer,
    /** Who is looking, as the server just said (the page it rendered, a log-in's answer). */
    adopt(viewer: Viewer) {
      generation += 1;
      asking = undefined;
      known = { viewer };
    },
    forget() {
      generation += 1;
      known = undefined;
      asking = undefined;
    },
  };
}
export type ViewerSession = ReturnType<typeof createViewerSession>;
