import { useEffect, useState } from 'react';
import { resetPasswordInputSchema } from '../../../../../shared/schemas/auth';
import { PASSWORD_HINT } from '../../../components/form/password-hint';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useFormAction } from '../../../lib/form-action';
import { useApi } from '../../../lib/api';
import { useSwitchViewer } from '../../../lib/use-switch-viewer';

/** A new password for the member the link was sent to; they are logged in with it at once. */
function ResetPasswordForm({ token }: { token: string }) {
  const api = useApi();
  const switchViewer = useSwitchViewer();
  const { run, pending } = useFormAction();
  const form = useSchemaForm({
    schema: resetPasswordInputSchema,
    defaultValues: { token, password: '', passwordConfirm: '' },
    onSubmit: (input) =>
      run(
        async () => {
          switchViewer(await api.auth.resetPassword.mutate(input));
        },
        { success: 'Din adgangskode er skiftet', to: '/admin' },
      ),
  });

  return (
    <form.AppForm>
      <form.Form postsWithoutScripts>
        <form.AppField name="password">
          {(field) => <field.TextField label="Ny adgangskode" type="password" autoComplete="new-password" hint={PASSWORD_HINT} />}
        </form.AppField>
        <form.AppField name="passwordConfirm">
          {(field) => <field.TextField label="Gentag adgangskode" type="password" autoComplete="new-password" />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="w-full">
          Gem og log ind
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

/**
 * Asked in the browser once the page is up: a used or expired link says so before anyone types a
 * new password twice. Until the answer comes (or if it does not), the form is there.
 */
export function ResetPassword({ token }: { token: string }) {
  const api = useApi();
  const [valid, setValid] = useState<boolean>();
  useEffect(() => {
    let current = true;
    api.auth.resetLink.query({ token }).then(
      (answer) => current && setValid(answer.valid),
      () => {},
    );
    return () => {
      current = false;
    };
  }, [api, token]);
  if (valid === false) {
    return (
      <p className="mt-2 text-sm text-stone-600" role="alert">
        Linket er brugt eller udløbet. Bed om et nyt herunder.
      </p>
    );
  }
  return (
    <>
      <p className="mt-2 mb-6 text-sm text-stone-600">Når du har gemt den, er du logget ind, alle dine andre sessioner er afsluttet, og alle dine API-nøgler er slettet.</p>
      <ResetPasswordForm token={token} />
    </>
  );
}
