import { createFileRoute } from '@tanstack/react-router';
import { ReservationPage } from '../../features/reservations/components/reservation-page';
import { pageHead } from '../../lib/page-head';

/** The page the reservation mails link to, by their secret token: confirm, or cancel. */
export const Route = createFileRoute('/_public/reservation')({
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => search,
  // An unknown, cancelled or expired link is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => api.reservations.byLink.query({ token: deps.token }).catch(() => undefined),
  head: ({ match }) => pageHead(match.context.translator.t('reservation.title'))({ match }),
  component: function ReservationRoute() {
    return <ReservationPage reservation={Route.useLoaderData()} />;
  },
});
