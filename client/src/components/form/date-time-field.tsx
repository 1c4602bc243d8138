import { fromCopenhagenLocal, toCopenhagenLocal } from '../../lib/copenhagen-local-time';
import { controlClass, FieldFrame } from './fields';
import { useFieldControl } from './use-field-control';

type DateTimeFieldProps = { label: string; hint?: string; disabled?: boolean };

/**
 * A date and time typed as Copenhagen wall-clock time, whatever the browser's own zone; the field's
 * value is the ISO instant the API takes ('' until both date and time are given).
 */
export function DateTimeField({ label, hint, disabled }: DateTimeFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string>();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          type="datetime-local"
          name={name}
          disabled={disabled}
          value={toCopenhagenLocal(value)}
          className={controlClass}
          onChange={(event) => onChange(fromCopenhagenLocal(event.target.value))}
          onBlur={onBlur}
        />
      )}
    </FieldFrame>
  );
}
