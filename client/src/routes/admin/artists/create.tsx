import { createFileRoute, redirect } from '@tanstack/react-router';
import { genreListInput } from '../../../components/admin/genre-field';
import { CreateArtistPage } from '../../../features/admin-artists/components/create-artist-page';
import { hasPermission } from '../../../lib/permissions';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/admin/artists/create')({
  head: pageHead('Opret kunstner – admin'),
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageArtists')) throw redirect({ to: '/admin/artists' });
  },
  loader: async ({ context }) => {
    await context.trpc.genres.list.ensureData(genreListInput);
  },
  component: CreateArtistPage,
});
