import type { z } from 'zod';
import { type RegisterInput, registerInputSchema } from '../../../../../shared/schemas/auth';
import { PASSWORD_HINT } from '../../../components/form/password-hint';
import { UPLOAD_TARGETS } from '../../../components/form/upload-image';
import { useSchemaForm } from '../../../components/form/use-schema-form';

export type Registration = z.output<typeof registerInputSchema>;

const emptyRegistration: RegisterInput = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirm: '',
  // Filled in once the chosen picture is uploaded.
  profilePictureUrl: '',
  // Consent to appear on the public pages is opt-in (docs/permissions.md).
  publicConsent: false,
};

const nameFields = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  {
    name: 'firstName',
    label: 'Fornavn',
    type: 'text',
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'Efternavn',
    type: 'text',
    autoComplete: 'family-name',
  },
] as const;

const passwordFields = [
  {
    name: 'password',
    label: 'Adgangskode',
    type: 'password',
    autoComplete: 'new-password',
    hint: PASSWORD_HINT,
  },
  {
    name: 'passwordConfirm',
    label: 'Gentag adgangskode',
    type: 'password',
    autoComplete: 'new-password',
  },
] as const;

type RegisterFormProps = {
  onSubmit: (registration: Registration) => Promise<unknown>;
  pending?: boolean;
};

export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const form = useSchemaForm({
    schema: registerInputSchema,
    defaultValues: emptyRegistration,
    onSubmit,
  });

  return (
    <form.AppForm>
      <form.Form postsWithoutScripts encType="multipart/form-data">
        {nameFields.map(({ name, ...input }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField {...input} />}
          </form.AppField>
        ))}
        <form.AppField name="profilePictureUrl">
          {(field) => (
            // Anyone may upload a picture, so it is sent before registering and the form holds its URL.
            <field.ImageField label="Profilbillede" upload={UPLOAD_TARGETS.memberPicture} previewAlt="Dit profilbillede" round />
          )}
        </form.AppField>
        {passwordFields.map(({ name, ...input }) => (
          <form.AppField key={name} name={name}>
            {(field) => <field.TextField {...input} />}
          </form.AppField>
        ))}
        <form.AppField name="publicConsent">
          {(field) => <field.CheckboxField label="Vis mig på foreningens offentlige sider" />}
        </form.AppField>
        <form.SubmitButton pending={pending} className="w-full">
          Bliv medlem
        </form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
