import { createFileRoute, redirect } from '@tanstack/react-router';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/')({
  head: pageHead('Admin'),
  beforeLoad: () => {
    throw redirect({ to: '/admin/events' });
  },
});
