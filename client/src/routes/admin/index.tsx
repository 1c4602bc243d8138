import { createFileRoute, redirect } from '@tanstack/react-router';
import { managesAnything } from '../../lib/permissions';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/')({
  head: pageHead('Admin'),
  // Where a login without a target lands: a volunteer on their own shifts, who manages something on the programme.
  beforeLoad: ({ context }) => {
    throw redirect({ to: managesAnything(context.member) ? '/admin/events' : '/admin/vagter/mine' });
  },
});
