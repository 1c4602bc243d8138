import { createFileRoute, redirect } from '@tanstack/react-router';
import { CreateArtistPage } from '../../../features/admin-artists/components/create-artist-page';
import { allGenresInput } from '../../../lib/admin-queries';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/artists/create')({
  head: pageHead('Opret kunstner – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageArtists')) throw redirect({ to: '/admin/artists' });
  },
  loader: async ({ context }) => {
    await context.trpc.genres.list.ensureData(allGenresInput);
  },
  component: CreateArtistPage,
});
