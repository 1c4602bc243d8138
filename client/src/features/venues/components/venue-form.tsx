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

  return (
    <form noValidate onSubmit={form.handleSubmit} className="max-w-lg">
      <fieldset disabled={readOnly} className="space-y-4">
        <TextField label="Navn" {...form.field('name')} />
        <TextField label="By" {...form.field('city')} />
        <SelectField label="Land" options={countryOptions} {...form.field('countryCode')} />
      </fieldset>
      {!readOnly && (
        <Button type="submit" disabled={pending} className="mt-6">
          {submitLabel}
        </Button>
      )}
    </form>
  );
}
