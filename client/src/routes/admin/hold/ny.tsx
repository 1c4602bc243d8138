import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreateCrewPage } from '../../../features/crews/components/crew-pages';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/hold/ny')({
  head: pageHead('Opret hold – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageCrews')) throw redirect({ to: '/admin/hold' });
  },
  component: CreateCrewPage,
});
