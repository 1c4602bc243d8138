import { createFileRoute, Link } from '@tanstack/react-router';
import { LoginForm } from '../../features/auth/components/login-form';
import { redirectTarget } from '../../../../shared/redirect-target';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/auth/login')({
  head: pageHead('Log ind'),
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({
    redirect: redirectTarget(search.redirect),
  }),
  component: LoginPage,
});

function LoginPage() {
  const { redirect } = Route.useSearch();
  return (
    <>
      <h1 className="mb-6 text-2xl font-bold">Log ind</h1>
      <LoginForm redirectTo={redirect ?? '/admin'} />
      <p className="mt-4 text-sm">
        <Link to="/auth/forgot" className="font-semibold text-link underline underline-offset-4">
          Glemt adgangskode?
        </Link>
      </p>
      <p className="mt-6 text-sm text-stone-600">
        Ikke medlem endnu?{' '}
        <Link to="/auth/register" className="font-semibold text-link underline underline-offset-4">
          Bliv medlem
        </Link>
      </p>
    </>
  );
}
