import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreateEventPage } from '../../../features/admin-events/components/create-event-page';
import { ensureEventFormOptions } from '../../../lib/admin-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/events/create')({
  head: pageHead('Opret event – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageEvents')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context }) => {
    await ensureEventFormOptions(context.trpc);
  },
  component: CreateEventPage,
});
