import { Link } from '@tanstack/react-router';
import type { MemberApiToken } from '../../../../../shared/schemas/api-token';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useApiTokenActions } from '../use-api-token-actions';
import { ApiTokenList } from './api-token-list';

const owner = ({ member }: MemberApiToken) => (
  <Link to="/admin/members/$memberId" params={{ memberId: member.id }} className="text-link underline">
    {member.firstName} {member.lastName}
  </Link>
);

/** Every member's API tokens, for the admins: one that leaked or is no longer used is deleted here. */
export function AllApiTokensPage() {
  const [tokens] = trpc.apiTokens.all.useSuspenseQuery();
  const { revokeAny, pending } = useApiTokenActions();

  return (
    <>
      <PageHeading title="API-nøgler" />
      <p className="mb-6 max-w-prose text-sm text-stone-600">
        Alle medlemmers nøgler til scripts. En slettet nøgle virker ikke fra næste forespørgsel. Medlemmer opretter deres egne på “Min profil”.
      </p>
      <ApiTokenList label="Alle API-nøgler" tokens={tokens} owner={owner} empty="Ingen medlemmer har API-nøgler." onRevoke={revokeAny} pending={pending} />
    </>
  );
}
