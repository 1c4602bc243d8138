import type { z } from 'zod';
import { VENUE_ACCESS_FLAGS, VENUE_ACCESS_KEYS } from '../../../../../shared/access';
import { VENUE_CAPACITY_MAX } from '../../../../../shared/schemas/door';
import { type VenueInput, venueInputSchema, withScheme } from '../../../../../shared/schemas/venue';
import { AccessFieldset, accessFormValues, FlagField, StepFreeField } from '../access-fieldset/access-fieldset';
import { useSchemaForm } from '../../form/use-schema-form';
import { SelectField } from '../../form/fields';
import { useFieldControl } from '../../form/use-field-control';
import { OptionalWholeNumberField } from '../../form/whole-number-field';
import { useCountryOptions } from './country-options';
import { englishFormValues, LanguageTabs } from '../../form/language-tabs';

/** The venue as the form holds it: an optional field left empty is saved as none (null). */
export type VenueFormValues = z.input<typeof venueInputSchema>;

/** The form's access items from the venue's: each one "Ikke oplyst" that it has not told. */
export const venueAccessFormValues = (access?: object) => accessFormValues<NonNullable<VenueFormValues['access']>>(VENUE_ACCESS_KEYS, access);

const newVenue: VenueFormValues = { name: '', city: '', countryCode: 'DK', address: '', postalCode: '', url: '', capacity: null, access: venueAccessFormValues(), translations: englishFormValues(['accessNote']) };

type VenueFormProps = {
  initialValues?: VenueFormValues;
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
        {/* autoComplete off: the browser would offer the member's own address. */}
        <form.AppField name="address">
          {(field) => <field.TextField label="Adresse" hint="Gade og nummer, fx Vesterbrogade 1. Kan udelades." autoComplete="off" />}
        </form.AppField>
        <form.AppField name="postalCode">
          {(field) => <field.TextField label="Postnummer" hint="Kan udelades." autoComplete="off" />}
        </form.AppField>
        <form.AppField name="city">{(field) => <field.TextField label="By" />}</form.AppField>
        <form.AppField name="countryCode">{() => <CountryField />}</form.AppField>
        <form.AppField name="url">
          {(field) => (
            <field.TextField label="Hjemmeside" hint="Spillestedets egen side, fx vega.dk. Kan udelades." type="url" inputMode="url" tidy={withScheme} />
          )}
        </form.AppField>
        <form.AppField name="capacity">
          {() => (
            <OptionalWholeNumberField
              label="Kapacitet (personer)"
              hint="Hvor mange må være inde på én gang, som brandmyndigheden har godkendt. Kan udelades."
              min={1}
              max={VENUE_CAPACITY_MAX}
            />
          )}
        </form.AppField>
        <AccessFieldset hint="Fortæl det, I ved; det, der står som Ikke oplyst, vises ikke. Aftenens egne forhold (tegnsprog, stroboskoplys) står på det enkelte event.">
          <form.AppField name="access.stepFree">{() => <StepFreeField />}</form.AppField>
          {VENUE_ACCESS_FLAGS.map((flag) => (
            <form.AppField key={flag} name={`access.${flag}`}>
              {() => <FlagField flag={flag} />}
            </form.AppField>
          ))}
          <div className="sm:col-span-2">
            <LanguageTabs
              danish={
                <form.AppField name="access.note">
                  {(field) => <field.TextareaField label="Mere om tilgængelighed" hint="Fx Rampe ved bagindgangen, ring på 12 34 56 78. Kan udelades." rows={3} />}
                </form.AppField>
              }
              english={
                <form.AppField name="translations.en.accessNote">
                  {(field) => <field.TextareaField label="Mere om tilgængelighed (engelsk)" hint="Uden engelsk vises den danske." rows={3} lang="en" />}
                </form.AppField>
              }
            />
          </div>
        </AccessFieldset>
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
