import type { ReactNode } from 'react';
import { defaultFederationHandle, handleAfterSave } from '../../../../../shared/federation';
import { GIVE_BACK_HOURS_MAX, GUESTS_PER_ACT_MAX, type SettingsBody } from '../../../../../shared/schemas/settings';
import { PERK_EVERY_MAX, PERKS_MAX, perkText } from '../../../../../shared/shift-season';
import { SocialLinksEditor } from '../../../components/admin/social-links-editor';
import { useFieldControl } from '../../../components/form/use-field-control';
import { UPLOAD_TARGETS } from '../../../components/form/upload-image';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { RichTextField } from '../../../components/rich-text-editor/rich-text-field';
import { Button } from '../../../components/ui/button';
import { settingsFormSchema, type SettingsFormValues } from '../settings-form-values';
import { AccentField } from './accent-field';
import { SeasonStartField, WholeNumberField } from './shift-rule-fields';
import { LanguageTabs } from '../../../components/form/language-tabs';

const WEEKDAY_OPTIONS = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'].map((label, index) => ({ value: String(index + 1), label }));
const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `kl. ${String(hour).padStart(2, '0')}.00` }));

const PERK_UNIT_OPTIONS = [
  { value: 'hours', label: 'timer' },
  { value: 'shifts', label: 'vagter' },
];

/** One part of the screen (UI.md: Foreningen, Kontakt, Udseende, Vagter), titled for sight and for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-5 border-t border-stone-200 pt-6">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A picture field's "remove" for a picture that may be left out (the logo, the share picture). */
function RemovePicture({ label }: { label: string }) {
  const { value, onChange } = useFieldControl<string | null | undefined>();
  if (!value) return null;
  return (
    <Button variant="secondary" onClick={() => onChange('')}>
      {label}
    </Button>
  );
}

type SettingsFormProps = {
  initialValues: SettingsFormValues;
  onSubmit: (settings: SettingsBody) => Promise<unknown>;
  pending?: boolean;
  /** The site's host, the second half of the association's address in the fediverse. */
  siteHost: string;
};

/** "Indstillinger" (docs/settings.md): the association's name and texts, contact, look, the rules for shifts (docs/shifts.md) and the door's (docs/door.md). */
export function SettingsForm({ initialValues, onSubmit, pending, siteHost }: SettingsFormProps) {
  const form = useSchemaForm({ schema: settingsFormSchema, defaultValues: initialValues, onSubmit });
  return (
    <form.AppForm>
      <form.Form className="max-w-2xl" warnOnLeave>
        <Section id="indstillinger-foreningen" title="Foreningen">
          <form.AppField name="name">
            {(field) => <field.TextField label="Navn" hint="Står på forsiden, i sidetitler, kalendere og e-mails." autoComplete="organization" />}
          </form.AppField>
          <form.AppField name="shortName">
            {(field) => <field.TextField label="Kort navn" hint="I sidehovedet og som afsender af e-mails. Kan udelades: så bruges navnet." autoComplete="off" />}
          </form.AppField>
          <LanguageTabs
            danish={
              <form.AppField name="tagline">
                {(field) => <field.TextField label="Slogan" hint="Én linje under navnet på forsiden. Kan udelades." autoComplete="off" />}
              </form.AppField>
            }
            english={
              <form.AppField name="translations.en.tagline">
                {(field) => <field.TextField label="Slogan (engelsk)" hint="Uden engelsk vises det danske." autoComplete="off" lang="en" />}
              </form.AppField>
            }
          />
          <LanguageTabs
            danish={<form.AppField name="about">{() => <RichTextField label="Om foreningen (øverst på Om os)" />}</form.AppField>}
            english={<form.AppField name="translations.en.about">{() => <RichTextField label="Om foreningen (engelsk)" />}</form.AppField>}
          />
        </Section>

        <Section id="indstillinger-kontakt" title="Kontakt">
          <form.AppField name="email">
            {(field) => <field.TextField label="E-mail" hint="Vises i sidens bund og i e-mails. Kan udelades." type="email" inputMode="email" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="phone">
            {(field) => <field.TextField label="Telefon" hint="Fx +45 12 34 56 78. Kan udelades." type="tel" inputMode="tel" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="address">{(field) => <field.TextField label="Adresse" hint="Gade og nummer. Kan udelades." autoComplete="off" />}</form.AppField>
          <form.AppField name="postalCode">
            {(field) => <field.TextField label="Postnummer" inputMode="numeric" autoComplete="off" />}
          </form.AppField>
          <form.AppField name="city">{(field) => <field.TextField label="By" autoComplete="off" />}</form.AppField>
          <form.AppField name="cvr">
            {(field) => <field.TextField label="CVR-nummer" hint="8 cifre. Kan udelades." inputMode="numeric" autoComplete="off" />}
          </form.AppField>
          <SocialLinksEditor form={form} fields={{ socials: 'socials' }} />
        </Section>

        <Section id="indstillinger-udseende" title="Udseende">
          <form.AppField name="logoUrl">
            {(field) => (
              <div className="space-y-2">
                <field.ImageField label="Logo" upload={UPLOAD_TARGETS.settingsLogo} previewAlt="Foreningens logo" whole />
                <RemovePicture label="Fjern logoet" />
              </div>
            )}
          </form.AppField>
          <form.AppField name="shareImageUrl">
            {(field) => (
              <div className="space-y-2">
                <field.ImageField label="Delingsbillede (når en side uden eget billede deles)" upload={UPLOAD_TARGETS.settingsShareImage} previewAlt="Delingsbilledet" />
                <RemovePicture label="Fjern delingsbilledet" />
              </div>
            )}
          </form.AppField>
          <form.AppField name="accentColor">
            {() => <AccentField label="Accentfarve" hint="Knapper, datoer og links på den mørke side. Tom: rav." />}
          </form.AppField>
          <LanguageTabs
            danish={
              <form.AppField name="footer">
                {(field) => <field.TextareaField label="Tekst i bunden af siden" hint="Fx støtte fra kommunen eller åbningstider. Kan udelades." rows={3} />}
              </form.AppField>
            }
            english={
              <form.AppField name="translations.en.footer">
                {(field) => <field.TextareaField label="Tekst i bunden af siden (engelsk)" hint="Uden engelsk vises den danske." rows={3} lang="en" />}
              </form.AppField>
            }
          />
        </Section>

        <Section id="indstillinger-vagter" title="Vagter">
          <form.AppField name="shiftGiveBackHours">
            {() => (
              <WholeNumberField
                label="Frist for at give en vagt tilbage (timer før start)"
                hint="Standard er 24 timer. Derefter kan den frivillige kun bytte vagten eller ringe til en vagtansvarlig; en ledig plads kan tages helt til vagten begynder."
                min={0}
                max={GIVE_BACK_HOURS_MAX}
              />
            )}
          </form.AppField>
          <form.AppField name="seasonStart">
            {() => <SeasonStartField label="Sæsonen begynder" hint="Frivilliges timer og goder tælles fra denne dag hvert år (fx 1. august for en sæson, der følger skoleåret)." />}
          </form.AppField>
          <form.AppField name="shiftPerks" mode="array">
            {(perks) => (
              <fieldset className="space-y-4">
                <legend className="text-sm font-medium text-stone-800">Goder for vagter</legend>
                <p className="text-sm text-stone-600">Hvad timer og vagter giver i en sæson, fx 1 drikkebillet pr. 2 timer og en fribillet efter 4 vagter.</p>
                {(perks.state.value ?? []).map((_, index) => (
                  // A rule has no identity of its own but its place in the list.
                  <div key={index} className="space-y-3 rounded-md border border-stone-200 p-3">
                    {/* The rule as "Mine vagter" will word it, read afresh as each of its fields changes. */}
                    <form.Subscribe selector={(state) => state.values.shiftPerks?.[index]}>
                      {(perk) => (
                        <p className="text-sm font-semibold text-stone-800">
                          {perk?.reward.trim() ? perkText({ ...perk, reward: perk.reward.trim(), every: Number(perk.every) || 1 }) : `Regel ${index + 1}`}
                        </p>
                      )}
                    </form.Subscribe>
                    <form.AppField name={`shiftPerks[${index}].reward`}>
                      {(field) => <field.TextField label="Belønning" hint="Fx drikkebillet, fribillet, t-shirt" autoComplete="off" />}
                    </form.AppField>
                    <form.AppField name={`shiftPerks[${index}].every`}>{() => <WholeNumberField label="Antal" min={1} max={PERK_EVERY_MAX} />}</form.AppField>
                    <form.AppField name={`shiftPerks[${index}].unit`}>
                      {(field) => <field.SelectField label="Enhed" options={PERK_UNIT_OPTIONS} />}
                    </form.AppField>
                    <form.AppField name={`shiftPerks[${index}].repeat`}>
                      {(field) => <field.CheckboxField label="Hver gang (ellers én gang pr. sæson)" />}
                    </form.AppField>
                    <Button variant="secondary" onClick={() => perks.removeValue(index)}>
                      Fjern reglen<span className="sr-only"> {index + 1}</span>
                    </Button>
                  </div>
                ))}
                {(perks.state.value ?? []).length < PERKS_MAX && (
                  <Button variant="secondary" onClick={() => perks.pushValue({ reward: '', every: 2, unit: 'hours', repeat: true })}>
                    Tilføj regel
                  </Button>
                )}
              </fieldset>
            )}
          </form.AppField>
        </Section>

        <Section id="indstillinger-fediverset" title="Fediverset">
          <form.AppField name="federationEnabled">
            {(field) => (
              <field.CheckboxField
                label="Programmet kan følges fra Mastodon og andre ActivityPub-servere"
                description="Offentlige events sendes til følgerne, når de lægges ud, ændres eller slettes. Events kun for medlemmer forlader aldrig siden."
              />
            )}
          </form.AppField>
          <form.AppField name="federationHandle">
            {(field) => (
              <field.TextField
                label="Navn i fediverset"
                hint="Det, der står før sidens domæne i @navn@domæne, fx stengade. Små bogstaver, tal og _. Tomt: laves af det korte navn."
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </form.AppField>
          {/* The address people search for, as it will be once saved. */}
          <form.Subscribe selector={({ values }) => [values.federationEnabled, handleAfterSave(values.federationHandle?.trim().toLowerCase(), initialValues, values) || defaultFederationHandle(values)] as const}>
            {([enabled, handle]) => (
              <p className="text-sm text-stone-600">
                {enabled ? 'Følges på Mastodon som ' : 'Kan, når det er slået til, følges som '}
                <strong className="font-semibold text-stone-800">
                  @{handle}@{siteHost}
                </strong>
              </p>
            )}
          </form.Subscribe>
        </Section>

        <Section id="indstillinger-nyhedsmail" title="Nyt i programmet">
          <p className="text-sm text-stone-600">Den ugentlige e-mail til dem, der følger programmet, sendes denne ugedag og time (dansk tid).</p>
          <form.AppField name="digestWeekday">{(field) => <field.SelectField label="Ugedag" options={WEEKDAY_OPTIONS} />}</form.AppField>
          <form.AppField name="digestHour">{(field) => <field.SelectField label="Klokkeslæt" options={HOUR_OPTIONS} />}</form.AppField>
        </Section>

        <Section id="indstillinger-doeren" title="Døren">
          <form.AppField name="doorMembersFree">
            {(field) => (
              <field.CheckboxField
                label="Medlemmer kommer gratis ind"
                description="Alle godkendte medlemmer står på dørlisten hver aften, så døren kan tjekke dem ind."
              />
            )}
          </form.AppField>
          <form.AppField name="guestsPerAct">
            {() => (
              <WholeNumberField
                label="Gæster pr. kunstner via link"
                hint="Hvor mange personer (navne og +N) hver kunstner kan skrive på gæstelisten med det link, de får tilsendt."
                min={1}
                max={GUESTS_PER_ACT_MAX}
              />
            )}
          </form.AppField>
        </Section>

        <form.SubmitButton pending={pending}>Gem indstillinger</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}
