import { createFileRoute, redirect } from '@tanstack/react-router';
import { WebhookListPage } from '../../../features/admin-webhooks/components/webhook-list-page';
import { allWebhooksInput } from '../../../features/admin-webhooks/webhook-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/webhooks/')({
  head: pageHead('Webhooks – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageWebhooks')) throw redirect({ to: '/admin/events' });
  },
  loader: async ({ context }) => {
    await context.trpc.webhooks.list.ensureData(allWebhooksInput);
  },
  component: WebhookListPage,
});
