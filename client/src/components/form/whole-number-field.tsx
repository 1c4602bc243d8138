import { controlClass, FieldFrame } from './fields';
import { useFieldControl } from './use-field-control';

/** A whole number that may be left out (years, kroner, persons); empty is none, which the form sends as null so a stored value is removed. */
export function OptionalWholeNumberField({ label, hint, min = 0, max }: { label: string; hint: string; min?: number; max: number }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number | null | undefined>();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          name={name}
          value={value ?? ''}
          className={controlClass}
          onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
