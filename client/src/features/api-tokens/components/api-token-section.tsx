import { useState } from 'react';
import type { CreatedApiToken as CreatedApiTokenDto } from '../../../../../shared/schemas/api-token';
import { PageSection } from '../../../components/ui/page-section';
import { trpc } from '../../../lib/trpc';
import { useApiTokenActions } from '../use-api-token-actions';
import { ApiTokenList } from './api-token-list';
import { CreatedApiToken } from './created-api-token';
import { NewApiTokenForm } from './new-api-token-form';

/** "API-nøgler" on "Min profil" (docs/permissions.md): the member's own tokens for scripts. */
export function ApiTokenSection() {
  const [tokens] = trpc.apiTokens.list.useSuspenseQuery();
  const [created, setCreated] = useState<CreatedApiTokenDto>();
  const { revoke, pending } = useApiTokenActions();

  return (
    <PageSection title="API-nøgler">
      <p className="mb-4 max-w-prose text-sm text-stone-600">
        Til scripts, der læser eller ændrer data for dig uden at logge ind. En nøgle handler som dig, med højst de rettigheder, du har, når
        den bruges. API'et er beskrevet på <a href="/api/docs" className="font-medium text-link underline">/api/docs</a>.
      </p>
      {created && <CreatedApiToken created={created} onDone={() => setCreated(undefined)} />}
      <ApiTokenList label="Mine API-nøgler" tokens={tokens} empty="Du har ingen API-nøgler." onRevoke={revoke} pending={pending} />
      <h3 className="mt-6 mb-3 text-lg font-semibold">Ny nøgle</h3>
      <NewApiTokenForm onCreated={setCreated} />
    </PageSection>
  );
}
