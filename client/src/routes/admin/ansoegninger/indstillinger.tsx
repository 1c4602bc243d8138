import { createFileRoute } from '@tanstack/react-router';
import { ApplicationSettingsPage } from '../../../features/admin-applications/components/application-settings-page';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/ansoegninger/indstillinger')({
  head: pageHead('Formular og mails – admin'),
  loader: async ({ context }) => {
    await context.trpc.applications.settings.ensureData();
  },
  component: ApplicationSettingsPage,
});
