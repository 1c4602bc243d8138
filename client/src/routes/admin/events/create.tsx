import { createFileRoute, redirect } from '@tanstack/react-router';
import { genreListInput } from '../../../components/admin/genre-field';
import { CreateEventPage } from '../../../features/admin-events/components/create-event-page';
import { ensureEventFormOptions } from '../../../features/admin-events/use-event-form-options';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/events/create')({
  head: pageHead('Opret event – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageEvents')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context }) => {
    await Promise.all([ensureEventFormOptions(context.trpc), context.trpc.genres.list.ensureData(genreListInput)]);
  },
  component: CreateEventPage,
});
