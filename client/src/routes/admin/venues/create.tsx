import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreateVenuePage } from '../../../features/admin-venues/components/create-venue-page';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/venues/create')({
  head: pageHead('Opret spillested – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageVenues')) throw redirect({ to: '/admin/venues' });
  },
  component: CreateVenuePage,
});
