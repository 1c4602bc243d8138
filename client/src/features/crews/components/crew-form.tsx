import type { CrewInput } from '../../../../../shared/schemas/crew';
import { UPLOAD_TARGETS } from '../../../components/form/upload-image';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { activeMembersInput } from '../../../lib/admin-queries';
import { trpc } from '../../../lib/trpc';
import { crewFormSchema, type CrewFormValues, emptyCrew } from '../crew-form-schema';
import { LanguageTabs } from '../../../components/form/language-tabs';

type CrewFormProps = {
  initialValues?: CrewFormValues;
  submitLabel: string;
  onSubmit: (crew: CrewInput) => Promise<unknown>;
  pending?: boolean;
};

/** Name, what the crew does (shown on /about), its picture and its lead, checked by the server's own rules. */
export function CrewForm({ initialValues = emptyCrew, submitLabel, onSubmit, pending }: CrewFormProps) {
  const { data: members } = trpc.members.list.useQuery(activeMembersInput);
  const form = useSchemaForm({
    schema: crewFormSchema,
    defaultValues: initialValues,
    onSubmit: ({ leadId, imageUrl, ...crew }) => onSubmit({ ...crew, leadId: leadId || null, imageUrl: imageUrl || null }),
  });
  const leads = (members?.records ?? []).map((member) => ({ value: String(member.id), label: `${member.firstName} ${member.lastName}` }));
  return (
    <form.AppForm>
      <form.Form className="max-w-2xl" warnOnLeave>
        <form.AppField name="name">{(field) => <field.TextField label="Navn" hint="Fx Bar, Lyd, Dør, Garderobe eller Køkken" autoComplete="off" />}</form.AppField>
        <LanguageTabs
          danish={<form.AppField name="description">{() => <RichTextField label="Hvad holdet laver (vises på Om os)" />}</form.AppField>}
          english={<form.AppField name="translations.en.description">{() => <RichTextField label="Hvad holdet laver (engelsk)" />}</form.AppField>}
        />
        <form.AppField name="imageUrl">{(field) => <field.ImageField label="Billede" upload={UPLOAD_TARGETS.crewImage} previewAlt="Holdets billede" />}</form.AppField>
        <form.AppField name="leadId">
          {(field) => (
            <field.SelectField
              label="Leder"
              hint="Lederen planlægger holdets vagter og registrerer fremmøde på dem; det giver ingen anden adgang."
              placeholder="Ingen leder"
              options={leads}
            />
          )}
        </form.AppField>
        <form.SubmitButton pending={pending}>{submitLabel}</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
