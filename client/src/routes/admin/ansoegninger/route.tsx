import { createFileRoute, redirect } from '@tanstack/react-router';
import { hasPermission } from '../../../lib/permissions';

/** The applications are for those who book (docs/permissions.md); anyone else goes to the events. */
export const Route = createFileRoute('/admin/ansoegninger')({
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'reviewApplications')) throw redirect({ to: '/admin/events' });
  },
});
