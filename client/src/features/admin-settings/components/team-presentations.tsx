import { z } from 'zod';
import { type ListedTeam, teamPresentationInputSchema } from '../../../../../shared/schemas/member';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { allTeamsInput } from '../../../lib/admin-queries';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { englishFormValues, LanguageTabs } from '../../../components/form/language-tabs';

/** Teams that are access rights, not groups of people: they never present themselves on /about. */
const PRESENTING = (team: ListedTeam) => team.name !== 'admin' && team.name !== 'member';

const presentationsSchema = z.object({
  teams: z.array(z.object({ id: z.number(), ...teamPresentationInputSchema.shape })),
});

/**
 * "Udvalgene på Om os" (docs/settings.md): each team's own words to visitors. A team shows on /about
 * only while someone on it has agreed to be shown; until it has words of its own, its standard text.
 */
export function TeamPresentations() {
  const [{ records }] = trpc.teams.list.useSuspenseQuery(allTeamsInput);
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const teams = records.filter(PRESENTING);
  const form = useSchemaForm({
    schema: presentationsSchema,
    defaultValues: {
      teams: teams.map((team) => ({ id: team.id, publicDescription: team.publicDescription ?? '', translations: englishFormValues(['publicDescription'], team.translations) })),
    },
    onSubmit: ({ teams: texts }) =>
      run(
        async () => {
          const changed = texts.filter(({ id, publicDescription, translations }) => {
            const stored = records.find((team) => team.id === id);
            return (stored?.publicDescription ?? null) !== publicDescription || (stored?.translations?.en?.publicDescription ?? null) !== (translations?.en?.publicDescription ?? null);
          });
          for (const text of changed) await utils.client.teams.present.mutate(text);
          await utils.teams.list.invalidate();
        },
        { success: 'Udvalgenes tekster er gemt', to: false },
      ),
  });
  return (
    <form.AppForm>
      <form.Form className="max-w-2xl" warnOnLeave>
        <p className="max-w-prose text-sm text-stone-600">
          Et hold vises på Om os, når mindst ét af dets medlemmer har sagt ja til at blive vist. Administratorer og alle medlemmer som helhed vises
          ikke som hold.
        </p>
        {teams.map((team, index) => (
          <LanguageTabs
            key={team.id}
            danish={
              <form.AppField name={`teams[${index}].publicDescription`}>
                {(field) => <field.TextareaField label={team.displayName} hint={`Tom: »${team.description}«`} rows={3} />}
              </form.AppField>
            }
            english={
              <form.AppField name={`teams[${index}].translations.en.publicDescription`}>
                {(field) => <field.TextareaField label={`${team.displayName} (engelsk)`} hint="Uden engelsk vises den danske." rows={3} lang="en" />}
              </form.AppField>
            }
          />
        ))}
        <form.SubmitButton pending={pending}>Gem holdenes tekster</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
