import { createFileRoute } from '@tanstack/react-router';
import { ShiftPrintPage } from '../../../../features/volunteer-shifts/components/shift-print-page';
import { notFoundOn404, parseId } from '../../../../lib/route-params';
import { pageHead } from '../../../../lib/page-head';

export const Route = createFileRoute('/admin/vagter/$eventId/udskriv')({
  head: pageHead('Vagtplan til udskrift'),
  params: { parse: ({ eventId }) => ({ eventId: parseId(eventId) }) },
  loader: async ({ context: { trpc }, params: { eventId } }) => {
    await notFoundOn404(trpc.shifts.plan.ensureData({ id: eventId }));
  },
  component: function ShiftPrintRoute() {
    const { eventId } = Route.useParams();
    return <ShiftPrintPage eventId={eventId} />;
  },
});
