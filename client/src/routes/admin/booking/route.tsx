import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasPermission } from '../../../lib/permissions';

/** The booking calendar is for those who book, as the applications are (docs/permissions.md); anyone else goes to the events. */
export const Route = createFileRoute('/admin/booking')({
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'reviewApplications')) throw redirect({ to: '/admin/events' });
  },
});
