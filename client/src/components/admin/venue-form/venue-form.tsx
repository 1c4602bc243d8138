import { type VenueInput, venueInputSchema } from '../../../../../shared/schemas/venue';
import { useSchemaForm } from '../../form/use-schema-form';
import { SelectField } from '../../form/fields';
import { useFieldControl } from '../../form/use-field-control';
import { useCountryOptions } from './country-options';

const newVenue: VenueInput = { name: '', city: '', countryCode: 'DK' };

type VenueFormProps = {
  initialValues?: VenueInput;
  submitLabel: string;
  onSubmit: (venue: VenueInput) => Promise<unknown>;
  pending?: boolean;
  /** For members who may look but not change: fields disabled, no buttons. */
  readOnly?: boolean;
  /** Off in a dialog over another form, which guards leaving itself. */
  warnOnLeave?: boolean;
};

export function VenueForm({
  initialValues = newVenue,
  submitLabel,
  onSubmit,
  pending,
  readOnly,
  warnOnLeave = true,
}: VenueFormProps) {
  const form = useSchemaForm({ schema: venueInputSchema, defaultValues: initialValues, onSubmit });

  return (
    <form.AppForm>
      <form.Form className="max-w-lg" readOnly={readOnly} warnOnLeave={warnOnLeave}>
        <form.AppField name="name">{(field) => <field.TextField label="Navn" />}</form.AppField>
        <form.AppField name="city">{(field) => <field.TextField label="By" />}</form.AppField>
        <form.AppField name="countryCode">{() => <CountryField />}</form.AppField>
        {!readOnly && (
          <form.SubmitButton pending={pending} className="mt-1">
            {submitLabel}
          </form.SubmitButton>
        )}
      </form.Form>
    </form.AppForm>
  );
}

function CountryField() {
  const { value } = useFieldControl<string>();
  return <SelectField label="Land" options={useCountryOptions(value)} />;
}
