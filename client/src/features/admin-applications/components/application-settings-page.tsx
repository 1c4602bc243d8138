import { Link } from '@tanstack/react-router';
import { z } from 'zod';
import {
  type ApplicationSettings,
  applicationSettingsInputSchema,
  OPTIONAL_APPLICATION_FIELD_LABELS,
  OPTIONAL_APPLICATION_FIELDS,
  type OptionalApplicationField,
} from '../../../../../shared/schemas/application';
import { MAILED_STATUSES, APPLICATION_STATUS_LABELS } from '../../../../../shared/application-status';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { useApplicationActions } from '../use-application-actions';

/** The settings as the form holds them: a checkbox per optional field, the months as a select's number. */
const formSchema = applicationSettingsInputSchema.extend({
  fields: z.object(Object.fromEntries(OPTIONAL_APPLICATION_FIELDS.map((field) => [field, z.boolean()])) as Record<OptionalApplicationField, z.ZodBoolean>),
});
type FormValues = z.input<typeof formSchema>;

const valuesOf = (settings: ApplicationSettings): FormValues => ({
  intro: settings.intro ?? '',
  closed: settings.closed,
  closedMessage: settings.closedMessage ?? '',
  fields: Object.fromEntries(OPTIONAL_APPLICATION_FIELDS.map((field) => [field, settings.fields.includes(field)])) as FormValues['fields'],
  retentionMonths: settings.retentionMonths,
  reviewingText: settings.reviewingText ?? '',
  offerText: settings.offerText ?? '',
  bookedText: settings.bookedText ?? '',
  declinedText: settings.declinedText ?? '',
});

const MONTHS = Array.from({ length: 36 }, (_, index) => ({ value: String(index + 1), label: index === 0 ? '1 måned' : `${index + 1} måneder` }));
const TEXT_FIELD = { reviewing: 'reviewingText', offer: 'offerText', booked: 'bookedText', declined: 'declinedText' } as const;

/** "Formular og mails": the booking group's words at the top of /spil-hos-os, the fields it asks, closing it, and the mails of each status. */
export function ApplicationSettingsPage() {
  const [settings] = trpc.applications.settings.useSuspenseQuery();
  const { saveSettings, pending } = useApplicationActions();
  const form = useSchemaForm({
    schema: formSchema,
    defaultValues: valuesOf(settings),
    onSubmit: ({ fields, ...rest }) => saveSettings({ ...rest, fields: OPTIONAL_APPLICATION_FIELDS.filter((field) => fields[field]) }),
  });
  return (
    <>
      <p className="mb-2">
        <Link to="/admin/ansoegninger" className="text-sm underline">
          Alle ansøgninger
        </Link>
      </p>
      <PageHeading title="Formular og mails" />
      <form.AppForm>
        <form.Form className="grid max-w-2xl gap-6" warnOnLeave>
          <form.AppField name="intro">
            {(field) => <field.TextareaField label="Tekst øverst i formularen" hint='Fx "Vi booker rock og folk, helst bands fra Jylland."' rows={4} />}
          </form.AppField>
          <fieldset className="grid gap-2">
            <legend className="mb-1 font-medium text-stone-900">Felter, formularen spørger om</legend>
            <p className="text-sm text-stone-600">Navn, kontaktperson, e-mail og samtykke spørges der altid om.</p>
            {OPTIONAL_APPLICATION_FIELDS.map((name) => (
              <form.AppField key={name} name={`fields.${name}`}>
                {(field) => <field.CheckboxField label={OPTIONAL_APPLICATION_FIELD_LABELS[name]} />}
              </form.AppField>
            ))}
          </fieldset>
          <form.AppField name="closed">
            {(field) => <field.CheckboxField label="Luk for ansøgninger" description="Formularen viser beskeden herunder i stedet." />}
          </form.AppField>
          <form.AppField name="closedMessage">
            {(field) => <field.TextField label="Besked, når der er lukket" hint="Fx: Vi har booket hele foråret. Vi åbner igen 1. august." />}
          </form.AppField>
          <form.AppField name="retentionMonths">
            {(field) => (
              <field.SelectField
                label="Slet afviste og tilbagetrukne ansøgninger efter"
                hint="Formularen og bekræftelsen siger det til akten."
                options={MONTHS}
              />
            )}
          </form.AppField>
          <fieldset className="grid gap-4">
            <legend className="mb-1 font-medium text-stone-900">Mail til akten, når status skifter</legend>
            <p className="text-sm text-stone-600">Efter "Hej" og kontaktpersonens navn. En tom tekst sender ingen mail.</p>
            {MAILED_STATUSES.map((status) => (
              <form.AppField key={status} name={TEXT_FIELD[status]}>
                {(field) => <field.TextareaField label={APPLICATION_STATUS_LABELS[status]} rows={4} />}
              </form.AppField>
            ))}
          </fieldset>
          <form.SubmitButton pending={pending}>Gem</form.SubmitButton>
        </form.Form>
      </form.AppForm>
    </>
  );
}
