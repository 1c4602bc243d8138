import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreateVenuePage } from '../../../features/venues/components/create-venue-page';
import { hasPermission } from '../../../lib/permissions';

export const Route = createFileRoute('/admin/venues/create')({
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageVenues')) throw redirect({ to: '/admin/venues' });
  },
  component: CreateVenuePage,
});
