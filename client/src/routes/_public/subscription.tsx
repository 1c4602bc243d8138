import { createFileRoute } from '@tanstack/react-router';
import { isThanks, SubscriptionPage } from '../../features/follow/components/subscription-page';
import { pageHead } from '../../lib/page-head';

/** The page every subscriber mail links to, by its secret token: confirm, change what is followed, or leave. */
export const Route = createFileRoute('/_public/subscription')({
  validateSearch: (search: Record<string, unknown>) => ({
    token: typeof search.token === 'string' ? search.token : '',
    ...(isThanks(search.tak) && { tak: search.tak }),
  }),
  loaderDeps: ({ search }) => ({ token: search.token }),
  // An unknown or spent link (the address has left) is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => api.subscriptions.byToken.query({ token: deps.token }).catch(() => undefined),
  head: ({ match }) => pageHead(match.context.translator.t('subscription.title'))({ match }),
  component: function SubscriptionRoute() {
    return <SubscriptionPage subscription={Route.useLoaderData()} thanks={Route.useSearch().tak} />;
  },
});
