import { createFileRoute } from '@tanstack/react-router';
import { GuestLinkPage } from '../../features/guest-list/components/guest-link-page';
import { pageHead } from '../../lib/page-head';

/** An act's own guest list for a night, by the secret link booking mailed its contact (docs/door.md#guest-lists). */
export const Route = createFileRoute('/_public/gaesteliste')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => search,
  // An unknown or replaced link is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => api.guestList.byLink.query({ token: deps.token }).catch(() => undefined),
  head: ({ match }) => pageHead(match.context.translator.t('guestList.title'))({ match }),
  component: function GuestListRoute() {
    return <GuestLinkPage view={Route.useLoaderData()} />;
  },
});
