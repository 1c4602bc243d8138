import { createFileRoute } from '@tanstack/react-router';
import { BookingCalendarPage } from '../../../features/admin-booking/components/booking-calendar-page';
import { ensureBookingOptions } from '../../../features/admin-booking/booking-queries';
import { copenhagenDate, MONTH_PATTERN } from '../../../../../shared/calendar-day';
import { pageHead } from '../../../lib/page-head';

type BookingSearch = { venueId?: number; month?: string; applicationId?: number };

const positiveId = (value: unknown) => {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export const Route = createFileRoute('/admin/booking/')({
  // Anything else is left out: the first venue and this month are shown, so an old link still shows a calendar.
  validateSearch: (search: Record<string, unknown>): BookingSearch => ({
    venueId: positiveId(search.venueId),
    month: typeof search.month === 'string' && MONTH_PATTERN.test(search.month) ? search.month : undefined,
    applicationId: positiveId(search.applicationId),
  }),
  loaderDeps: ({ search: { venueId, month } }) => ({ venueId, month }),
  head: pageHead('Bookingkalender – admin'),
  loader: async ({ context: { trpc }, deps }) => {
    const venues = await ensureBookingOptions(trpc);
    const today = copenhagenDate();
    // A venue since deleted (an old link) shows the first one.
    const venueId = venues.records.some((venue) => venue.id === deps.venueId) ? deps.venueId : venues.records[0]?.id;
    const month = deps.month ?? today.slice(0, 7);
    if (venueId !== undefined) await trpc.holds.calendar.ensureData({ venueId, month });
    return { venueId, month, today };
  },
  component: function BookingRoute() {
    const { venueId, month, today } = Route.useLoaderData();
    const { applicationId } = Route.useSearch();
    const navigate = Route.useNavigate();
    return (
      <BookingCalendarPage
        venueId={venueId}
        month={month}
        today={today}
        applicationId={applicationId}
        onNavigate={(change) => navigate({ search: (current) => ({ ...current, ...change }) })}
      />
    );
  },
});
