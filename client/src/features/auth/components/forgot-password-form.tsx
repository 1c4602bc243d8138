import { useState } from 'react';
import { forgotPasswordInputSchema } from '../../../../../shared/schemas/auth';
import { usePostedForm } from '../../../components/form/posted-form';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { useFormAction } from '../../../lib/form-action';
import { useApi } from '../../../lib/api';

/** Asks for a reset link; the server's answer (the same for any address) replaces the form. */
export function ForgotPasswordForm() {
  const api = useApi();
  // Sent without JavaScript, the page came back with the server's answer already.
  const [answer, setAnswer] = useState(usePostedForm()?.done);
  const { run, pending } = useFormAction();
  const form = useSchemaForm({
    schema: forgotPasswordInputSchema,
    defaultValues: { email: '' },
    onSubmit: (input) =>
      run(
        async () => {
          setAnswer((await api.auth.forgotPassword.mutate(input)).message);
        },
        { success: 'Tjek din e-mail', to: false },
      ),
  });

  if (answer) {
    return (
      <p role="status" className="rounded-lg bg-amber-50 p-4 text-sm text-stone-800 ring-1 ring-amber-200">
        {answer}
      </p>
    );
  }
  return (
    <form.AppForm>
      <form.Form postsWithoutScripts>
        <form.AppField name="email">
          {(field) => <field.TextField label="E-mail" type="email" autoComplete="email" />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="w-full">
          Send link
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
