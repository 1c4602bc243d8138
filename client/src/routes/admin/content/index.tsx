import { createFileRoute } from '@tanstack/react-router';
import { LandingImagesPage } from '../../../features/admin-content/components/landing-images-page';
import { allLandingImagesInput } from '../../../features/admin-content/content-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/content/')({
  head: pageHead('Indhold – admin'),
  loader: async ({ context }) => {
    await context.trpc.landingImages.list.ensureData(allLandingImagesInput);
  },
  component: function ContentRoute() {
    const { member } = Route.useRouteContext();
    return <LandingImagesPage canManage={hasPermission(member, 'manageLandingImages')} />;
  },
});
