import { createFileRoute } from '@tanstack/react-router';
import { OfferPage } from '../../../features/applications/components/offer-page';
import { pageHead } from '../../../lib/page-head';

/** The page an act's offer mail links to, by its secret token: the terms, and accepting or declining. */
export const Route = createFileRoute('/_public/spil-hos-os/tilbud')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => search,
  // An unknown link is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => api.offers.byLink.query({ token: deps.token }).catch(() => undefined),
  head: ({ match }) => pageHead(match.context.translator.t('apply.offerTitle'))({ match }),
  component: function OfferRoute() {
    return <OfferPage offer={Route.useLoaderData()} token={Route.useSearch().token} />;
  },
});
