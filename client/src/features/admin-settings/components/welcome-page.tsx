import { useSchemaForm } from '../../../components/form/use-schema-form';
import { Button } from '../../../components/ui/button';
import { PageHeading } from '../../../components/ui/page-heading';
import { trpc } from '../../../lib/trpc';
import { welcomeFormSchema } from '../settings-form-values';
import { useSettingsActions } from '../use-settings-actions';
import { AccentField } from './accent-field';

/**
 * "Velkommen" (docs/settings.md): on a fresh install, the first admin names the association, its
 * town and its colour before anything else, or skips it. Until a name is set, visitors see a neutral
 * placeholder. `to` is where the admin was going.
 */
export function WelcomePage({ to }: { to: string }) {
  const [settings] = trpc.settings.get.useSuspenseQuery();
  const { welcome, skip, pending } = useSettingsActions();
  const form = useSchemaForm({
    schema: welcomeFormSchema,
    defaultValues: { name: settings.name ?? '', city: settings.city ?? '', accentColor: settings.accentColor ?? '' },
    onSubmit: (answers) => welcome(answers, to),
  });
  return (
    <div className="max-w-xl">
      <PageHeading title="Velkommen" />
      <p className="mb-6 max-w-prose text-stone-700">
        Siden er klar. Fortæl, hvad foreningen hedder, og hvor den holder til: det står på alle sider, i kalendere og i e-mails. Det hele kan
        ændres senere under Indstillinger, hvor også logo, tekster og kontakt hører til.
      </p>
      <form.AppForm>
        <form.Form>
          <form.AppField name="name">{(field) => <field.TextField label="Foreningens navn" autoComplete="organization" />}</form.AppField>
          <form.AppField name="city">{(field) => <field.TextField label="By" hint="Kan udelades." autoComplete="address-level2" />}</form.AppField>
          <form.AppField name="accentColor">
            {() => <AccentField label="Accentfarve" hint="Knapper, datoer og links på den mørke side. Tom: rav." />}
          </form.AppField>
          <div className="flex flex-wrap gap-3">
            <form.SubmitButton pending={pending}>Gem og gå i gang</form.SubmitButton>
            <Button variant="secondary" disabled={pending} onClick={() => skip(to)}>
              Spring over
            </Button>
          </div>
        </form.Form>
      </form.AppForm>
    </div>
  );
}
