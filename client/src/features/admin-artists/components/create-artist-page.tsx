import { ArtistForm } from '../../../components/admin/artist-form/artist-form';
import { PageHeading } from '../../../components/ui/page-heading';
import { useArtistActions } from '../use-artist-actions';

export function CreateArtistPage() {
  const { create, pending } = useArtistActions();
  return (
    <>
      <PageHeading title="Opret kunstner" />
      <ArtistForm submitLabel="Opret kunstner" onSubmit={create} pending={pending} />
    </>
  );
}
