import type { z } from 'zod';
import { type RegisterInput, registerInputSchema } from '../../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { CheckboxField, TextField } from '../../../components/ui/fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { useProfilePictureUpload } from '../use-profile-picture-upload';
import { ProfilePictureField } from './profile-picture-field';

export type Registration = z.output<typeof registerInputSchema>;

const emptyRegistration: RegisterInput = {
  email: '',
  firstName: '',
  lastName: '',
  password: '',
  passwordConfirm: '',
  // Filled in once the chosen picture is uploaded.
  profilePictureUrl: '',
  // Consent to appear on the public pages is opt-in (DESIGN.md §5).
  publicConsent: false,
};

const nameFields = [
  { name: 'email', label: 'E-mail', type: 'email', autoComplete: 'email' },
  { name: 'firstName', label: 'Fornavn', type: 'text', autoComplete: 'given-name' },
  { name: 'lastName', label: 'Efternavn', type: 'text', autoComplete: 'family-name' },
] as const;

const passwordFields = [
  { name: 'password', label: 'Adgangskode', type: 'password', autoComplete: 'new-password' },
  { name: 'passwordConfirm', label: 'Gentag adgangskode', type: 'password', autoComplete: 'new-password' },
] as const;

type RegisterFormProps = {
  onSubmit: (registration: Registration) => Promise<unknown>;
  pending?: boolean;
};

export function RegisterForm({ onSubmit, pending }: RegisterFormProps) {
  const form = useZodForm(registerInputSchema, emptyRegistration, onSubmit);
  const picture = useProfilePictureUpload((url) => form.setValue('profilePictureUrl', url));

  return (
    <form noValidate onSubmit={form.handleSubmit} className="space-y-4">
      {nameFields.map(({ name, ...input }) => (
        <TextField key={name} {...input} {...form.field(name)} />
      ))}
      <ProfilePictureField
        name="profilePictureUrl"
        pictureUrl={form.values.profilePictureUrl}
        uploading={picture.uploading}
        error={picture.error ?? form.errors.profilePictureUrl}
        onFile={picture.upload}
      />
      {passwordFields.map(({ name, ...input }) => (
        <TextField key={name} {...input} {...form.field(name)} />
      ))}
      <CheckboxField
        label="Vis mig på foreningens offentlige sider"
        name="publicConsent"
        checked={form.values.publicConsent ?? false}
        onChange={(checked) => form.setValue('publicConsent', checked)}
      />
      <Button type="submit" disabled={pending || picture.uploading} className="w-full">
        Bliv medlem
      </Button>
    </form>
  );
}
