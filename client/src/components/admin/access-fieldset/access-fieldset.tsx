import type { ReactNode } from 'react';
import { ACCESS_WORDING, type EventAccessFlag, STEP_FREE, STEP_FREE_LABEL, type VenueAccessFlag } from '../../../../../shared/access';
import { controlClass, FieldFrame } from '../../form/fields';
import { useFieldControl } from '../../form/use-field-control';

/**
 * "Tilgængelighed": the access items of a venue or a night, each "Ikke oplyst" until the organisers
 * choose, as an item left so is shown nowhere (shared/access.ts).
 */
export function AccessFieldset({ hint, children }: { hint: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-md border border-stone-200 bg-white p-4">
      <legend className="px-1">
        <h2 className="text-lg font-semibold">Tilgængelighed</h2>
      </legend>
      <p className="text-sm text-stone-600">{hint}</p>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

type Choice<Value> = { value: Value; label: string };

const UNTOLD = 'Ikke oplyst';
const YES_NO: readonly Choice<boolean>[] = [
  { value: true, label: 'Ja' },
  { value: false, label: 'Nej' },
];
const STEP_FREE_CHOICES = STEP_FREE.map((value) => ({ value, label: { yes: 'Ja', partly: 'Delvis', no: 'Nej' }[value] }));

/** One item as a choice of "Ikke oplyst" (null, nothing shown) or its values; the select holds their text. */
function ChoiceField<Value extends string | boolean>({ label, hint, choices }: { label: string; hint?: string; choices: readonly Choice<Value>[] }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<Value | null | undefined>();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...control}
          name={name}
          value={value === null || value === undefined ? '' : String(value)}
          className={controlClass}
          onChange={(event) => onChange(choices.find((choice) => String(choice.value) === event.target.value)?.value ?? null)}
          onBlur={onBlur}
        >
          <option value="">{UNTOLD}</option>
          {choices.map((choice) => (
            <option key={String(choice.value)} value={String(choice.value)}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

/** A yes/no item, in shared/access.ts's words. */
export const FlagField = ({ flag }: { flag: VenueAccessFlag | EventAccessFlag }) => (
  <ChoiceField label={ACCESS_WORDING[flag].label} hint={ACCESS_WORDING[flag].hint} choices={YES_NO} />
);

export const StepFreeField = () => <ChoiceField label={STEP_FREE_LABEL} hint="Delvis: fx en rampe ved en anden dør" choices={STEP_FREE_CHOICES} />;

/** The form's access values from what the API answers: every item, null where none is told, the note as text. */
export function accessFormValues<Values>(keys: readonly string[], access: object | undefined): Values {
  const told = (access ?? {}) as Record<string, unknown>;
  return Object.fromEntries(keys.map((key) => [key, told[key] ?? (key === 'note' ? '' : null)])) as Values;
}
