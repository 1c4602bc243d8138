import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReservePage } from '../../features/reservations/components/reserve-page';
import { pageHead } from '../../lib/page-head';
import { notFoundOn404, parseId } from '../../lib/route-params';

/** The form for places on a reservation night (docs/door.md#reservations), linked from its page. */
export const Route = createFileRoute('/_public/reserver')({
  // The router reads "?event=12" as the number 12; anything else names no night.
  validateSearch: (search: Record<string, unknown>) => ({ event: typeof search.event === 'number' ? search.event : 0 }),
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { api }, deps }) => {
    const event = await notFoundOn404(api.events.byId.query({ id: parseId(String(deps.event)) }));
    // A night that takes no reservations has no form: its own page says how one gets in.
    if (event.admission !== 'reservation') throw notFound();
    return event;
  },
  head: ({ match }) => pageHead(match.context.translator.t('reservation.reserve.title'))({ match }),
  component: function ReserveRoute() {
    return <ReservePage event={Route.useLoaderData()} />;
  },
});
