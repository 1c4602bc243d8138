import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { parseId } from '../../../lib/route-params';
import { pageHead } from '../../../lib/page-head';

export const Route = createFileRoute('/_public/artists/$artistId')({
  head: pageHead('Kunstner'),
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  component: () => <PlaceholderPage title="Kunstner" />,
});
