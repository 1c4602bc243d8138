import { createFileRoute, Link } from '@tanstack/react-router';
import { ResetPassword } from '../../features/auth/components/reset-password-form';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/auth/reset')({
  head: pageHead('Vælg en ny adgangskode'),
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: typeof search.token === 'string' && search.token ? search.token : undefined,
  }),
  component: ResetPasswordPage,
});

function ResetPasswordPage() {
  const { token } = Route.useSearch();
  return (
    <>
      <h1 className="text-2xl font-bold">Vælg en ny adgangskode</h1>
      {token ? (
        <ResetPassword token={token} />
      ) : (
        <p className="mt-2 text-sm text-stone-600" role="alert">
          Linket mangler sin kode. Brug linket fra e-mailen, eller bed om et nyt.
        </p>
      )}
      <p className="mt-6 text-sm text-stone-600">
        Virker linket ikke?{' '}
        <Link to="/auth/forgot" className="font-semibold text-link underline underline-offset-4">
          Bed om et nyt link
        </Link>
      </p>
    </>
  );
}
