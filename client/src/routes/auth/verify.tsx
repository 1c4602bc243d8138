import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmail } from '../../features/auth/components/verify-email';
import { pageHead } from '../../lib/page-head';

/** Where the "Bekræft din e-mail" link of registration and of a new address leads (docs/permissions.md). */
export const Route = createFileRoute('/auth/verify')({
  head: pageHead('Bekræft din e-mail'),
  validateSearch: (search: Record<string, unknown>) => ({ token: typeof search.token === 'string' ? search.token : '' }),
  loaderDeps: ({ search }) => search,
  // A link without its code or a spent one is said on the page, not as an error page.
  loader: ({ context: { api }, deps }) => (deps.token ? api.auth.verificationLink.query({ token: deps.token }).catch(() => ({ valid: false })) : { valid: false }),
  component: function VerifyEmailPage() {
    const { token } = Route.useSearch();
    return (
      <>
        <h1 className="text-2xl font-bold">Bekræft din e-mail</h1>
        <VerifyEmail token={token} link={Route.useLoaderData()} />
      </>
    );
  },
});
