import { createFileRoute, Link } from '@tanstack/react-router';
import { RegisterForm } from '../../features/auth/components/register-form';
import { useRegister } from '../../features/auth/use-register';
import { pageHead } from '../../lib/page-head';

export const Route = createFileRoute('/auth/register')({
  head: pageHead('Bliv medlem'),
  component: RegisterPage,
});

function RegisterPage() {
  const { register, pending } = useRegister();
  return (
    <>
      <h1 className="text-2xl font-bold">Bliv medlem</h1>
      {/* Said before the form, so nobody fills it in on a phone and only then goes looking for a picture. */}
      <p className="mt-2 mb-6 text-sm text-stone-600">
        Du skal bruge et billede af dig selv som profilbillede, så holdet kan kende dig. Når du har oprettet dig, godkender en
        administrator dit medlemskab.
      </p>
      <RegisterForm onSubmit={register} pending={pending} />
      <p className="mt-6 text-sm text-stone-600">
        Allerede medlem?{' '}
        <Link to="/auth/login" className="font-semibold text-link underline underline-offset-4">
          Log ind
        </Link>
      </p>
    </>
  );
}
