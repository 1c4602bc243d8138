import { createFileRoute } from '@tanstack/react-router';
import { AllApiTokensPage } from '../../features/api-tokens/components/all-api-tokens-page';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/admin/api-tokens')({
  head: pageHead('API-nøgler – admin'),
  loader: async ({ context }) => {
    await context.trpc.apiTokens.all.ensureData();
  },
  component: AllApiTokensPage,
});
