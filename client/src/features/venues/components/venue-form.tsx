import type { ReactNode } from 'react';
import { type VenueInput, venueInputSchema } from '../../../../../shared/schemas/venue';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/fields';
import { useZodForm } from '../../../lib/use-zod-form';
import { countryOptions } from '../country-options';

const newVenue: VenueInput = { name: '', city: '', countryCode: 'DK' };

type VenueFormProps = {
  initialValues?: VenueInput;
  submitLabel: string;
  onSubmit: (venue: VenueInput) => Promise<unknown>;
  pending?: boolean;
  /** For members who may look but not change: fields disabled, no buttons. */
  readOnly?: boolean;
};

export function VenueForm({ initialValues = newVenue, submitLabel, onSubmit, pending, readOnly }: VenueFormProps) {
  const form = useZodForm(venueInputSchema, initialValues, onSubmit);
  const textField = (name: 'name' | 'city', label: string): ReactNode => (
    <TextField
      label={label}
      name={name}
      value={form.values[name]}
      error={form.errors[name]}
      onChange={(value) => form.setValue(name, value)}
    />
  );

  return (
    <form noValidate onSubmit={form.handleSubmit} className="max-w-lg">
      <fieldset disabled={readOnly} className="space-y-4">
        {textField('name', 'Navn')}
        {textField('city', 'By')}
        <SelectField
          label="Land"
          name="countryCode"
          value={form.values.countryCode}
          error={form.errors.countryCode}
          options={countryOptions}
          onChange={(value) => form.setValue('countryCode', value)}
        />
      </fieldset>
      {!readOnly && (
        <Button type="submit" disabled={pending} className="mt-6">
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
