import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { EmailVerificationLink } from '../../../../../shared/schemas/auth';
import { usePostedForm } from '../../../components/form/posted-form';
import { Button } from '../../../components/ui/button';
import { useApi } from '../../../lib/api';
import { useFormAction } from '../../../lib/form-action';

const linkClass = 'font-semibold text-link underline underline-offset-4';

/**
 * /auth/verify?token=…: the page a "Bekræft din e-mail" link opens. Opening it verifies nothing (a mail
 * scanner opens every link); the button does, a plain form the server answers without scripts too
 * (server/http/form-posts.ts), which posts to the page's own address.
 */
export function VerifyEmail({ token, link }: { token: string; link: EmailVerificationLink }) {
  const api = useApi();
  const posted = usePostedForm();
  const [answer, setAnswer] = useState(posted?.done);
  const { run, pending } = useFormAction();

  if (answer) {
    return (
      <>
        <p role="status" className="mt-4 rounded-lg bg-amber-50 p-4 text-stone-800 ring-1 ring-amber-200">
          {answer}
        </p>
        <p className="mt-6 text-sm text-stone-600">
          <Link to="/admin" className={linkClass}>
            Gå til din side
          </Link>
        </p>
      </>
    );
  }
  if (!link.valid) {
    return (
      <p role="alert" className="mt-4 text-stone-700">
        Linket er brugt eller udløbet. Log ind, så kan du få sendt et nyt.{' '}
        <Link to="/auth/login" className={linkClass}>
          Log ind
        </Link>
      </p>
    );
  }
  const verify = () => run(async () => setAnswer((await api.auth.verifyEmail.mutate({ token })).message), { success: 'Din e-mailadresse er bekræftet', to: false });
  return (
    <form
      method="post"
      className="mt-4"
      onSubmit={(event) => {
        event.preventDefault();
        void verify();
      }}
    >
      <p className="text-stone-700">
        Tryk på knappen for at bekræfte, at <strong className="break-all">{link.email}</strong> er din e-mailadresse.
      </p>
      {posted?.message && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800 ring-1 ring-red-200">
          {posted.message}
        </p>
      )}
      <Button type="submit" worksWithoutScripts disabled={pending} className="mt-6 w-full">
        Bekræft din e-mail
      </Button>
      <p className="mt-4 text-sm text-stone-600">Har du ikke bedt om det, så luk bare siden: adressen bliver ikke brugt til noget.</p>
    </form>
  );
}
