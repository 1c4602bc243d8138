import { useId } from 'react';
import { parseSeasonStart } from '../../../../../shared/shift-season';
import { controlClass, FieldFrame } from '../../../components/form/fields';
import { useFieldControl } from '../../../components/form/use-field-control';

const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'];
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const two = (value: number) => String(value).padStart(2, '0');

/** Whole numbers, typed as digits; anything else is left to the schema's message. */
export function WholeNumberField({ label, hint, min, max }: { label: string; hint?: string; min: number; max: number }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<number | undefined>();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={value === undefined || Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
          onBlur={onBlur}
          className={`${controlClass} max-w-32`}
        />
      )}
    </FieldFrame>
  );
}

/** The day the volunteers' season begins ("08-01"), picked as a day and a month so no impossible date can be typed. */
export function SeasonStartField({ label, hint }: { label: string; hint: string }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string | undefined>();
  const id = useId();
  const { month, day } = parseSeasonStart(value ?? '') ?? { month: 1, day: 1 };
  const set = (nextMonth: number, nextDay: number) => onChange(`${two(nextMonth)}-${two(Math.min(nextDay, DAYS_IN_MONTH[nextMonth - 1]!))}`);
  return (
    <FieldFrame label={label} hint={hint} error={error} composite>
      {(control, labelId) => (
        <div className="flex flex-wrap gap-2" role="group" aria-labelledby={labelId} aria-describedby={control['aria-describedby']}>
          <input type="hidden" name={name} value={value ?? ''} />
          <label htmlFor={`${id}-day`} className="sr-only">
            Dag
          </label>
          <select id={`${id}-day`} value={day} onChange={(event) => set(month, Number(event.target.value))} onBlur={onBlur} className={`${controlClass} max-w-24`}>
            {Array.from({ length: DAYS_IN_MONTH[month - 1]! }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}.
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-month`} className="sr-only">
            Måned
          </label>
          <select id={`${id}-month`} value={month} onChange={(event) => set(Number(event.target.value), day)} onBlur={onBlur} className={`${controlClass} max-w-44`}>
            {MONTHS.map((monthName, index) => (
              <option key={monthName} value={index + 1}>
                {monthName}
              </option>
            ))}
          </select>
        </div>
      )}
    </FieldFrame>
  );
}
