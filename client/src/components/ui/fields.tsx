import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';

const controlClass =
  'block w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-amber-500 focus:outline-2 focus:outline-amber-400 aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

type ControlProps = { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined };

/** Label, control and the Danish error message under it, tied together for assistive technology. */
function Field({ label, error, children }: { label: string; error?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  label: string;
  name: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
};

export function TextField({ label, error, onChange, ...input }: TextFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <input {...input} {...control} className={controlClass} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value'> & {
  label: string;
  name: string;
  value: string;
  error?: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
};

export function SelectField({ label, error, options, onChange, ...select }: SelectFieldProps) {
  return (
    <Field label={label} error={error}>
      {(control) => (
        <select {...select} {...control} className={controlClass} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

type CheckboxFieldProps = { label: string; name: string; checked: boolean; onChange: (checked: boolean) => void };

export function CheckboxField({ label, name, checked, onChange }: CheckboxFieldProps) {
  return (
    <label className="flex items-start gap-3 text-sm text-stone-800">
      <input
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 size-5 shrink-0 accent-amber-500"
      />
      <span>{label}</span>
    </label>
  );
}
