import { createFileRoute, Link } from '@tanstack/react-router';
import { ForgotPasswordForm } from '../../features/auth/components/forgot-password-form';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/auth/forgot')({
  head: pageHead('Glemt adgangskode'),
  component: ForgotPasswordPage,
});

function ForgotPasswordPage() {
  return (
    <>
      <h1 className="text-2xl font-bold">Glemt adgangskode</h1>
      <p className="mt-2 mb-6 text-sm text-stone-600">
        Skriv din e-mail, så sender vi dig et link til at vælge en ny adgangskode. Linket virker i 1 time.
      </p>
      <ForgotPasswordForm />
      <p className="mt-6 text-sm text-stone-600">
        Kom du i tanke om den?{' '}
        <Link to="/auth/login" className="font-semibold text-link underline underline-offset-4">
          Log ind
        </Link>
      </p>
    </>
  );
}
