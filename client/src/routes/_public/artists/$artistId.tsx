import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { parseId } from '../../../lib/route-params';

export const Route = createFileRoute('/_public/artists/$artistId')({
  params: { parse: ({ artistId }) => ({ artistId: parseId(artistId) }) },
  component: () => <PlaceholderPage title="Kunstner" />,
});
