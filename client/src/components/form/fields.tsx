import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useCallback, useId } from 'react';
import { inScreenWords } from '../../../../shared/messages';
import { useFieldControl } from './use-field-control';

export const controlClass =
  'block min-h-11 w-full rounded-md border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm focus:border-accent-strong focus:outline-2 focus:outline-accent-strong aria-[invalid=true]:border-red-600 disabled:bg-stone-100';

export type ControlProps = {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
};

type FieldFrameProps = {
  label: string;
  error?: string;
  /** A line of help under the label, read with the control. */
  hint?: ReactNode;
  /**
   * The control is more than one labelable element (an editor with its toolbar, a picker with its
   * choices): the label is then plain text its parts point at with `aria-labelledby={labelId}`.
   */
  composite?: boolean;
  children: (props: ControlProps, labelId: string) => ReactNode;
};

const labelClass = 'block text-sm font-medium text-stone-800';

/** Label, control, hint and the Danish error message under it, tied together for assistive technology. */
export function FieldFrame({ label, error, hint, composite, children }: FieldFrameProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1">
      {composite ? (
        <span id={labelId} className={labelClass}>
          {label}
        </span>
      ) : (
        <label id={labelId} htmlFor={id} className={labelClass}>
          {label}
        </label>
      )}
      {hint && (
        <p id={hintId} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy }, labelId)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

/** A field's message, the schema's or the server's, in the screens' words (shared/messages.ts). */
export function FieldError({ id, error }: { id?: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-700">
      {inScreenWords(error)}
    </p>
  );
}

type LabelledProps = { label: string; hint?: ReactNode };

type TextFieldProps = LabelledProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name'> & {
    /** Rewrites what was typed as the person leaves the field. */
    tidy?: (text: string) => string;
  };

/**
 * The props a text input or textarea needs to edit the current field's text. `tidy` rewrites the text
 * as the person leaves the field (a site typed without https://), so they see what will be saved.
 */
function useTextControl(tidy?: (text: string) => string) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string>();
  // Text typed into the server-rendered page before React took it over stays in the input but not
  // in the form state: adopt it once, on mount, or the form would call a field the person can see
  // filled in empty.
  const adoptTypedText = useCallback((element: HTMLInputElement | HTMLTextAreaElement | null) => {
    if (element && element.value !== (value ?? '')) onChange(element.value);
  }, []);
  return {
    error,
    text: {
      name,
      value: value ?? '',
      onChange: (event: { target: { value: string } }) => onChange(event.target.value),
      onBlur: () => {
        const tidied = tidy?.(value ?? '');
        if (tidied !== undefined && tidied !== (value ?? '')) onChange(tidied);
        onBlur();
      },
      ref: adoptTypedText,
    },
  };
}

export function TextField({ label, hint, tidy, ...input }: TextFieldProps) {
  const { error, text } = useTextControl(tidy);
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <input {...input} {...control} {...text} className={controlClass} />}
    </FieldFrame>
  );
}

type TextareaFieldProps = LabelledProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name'>;

export function TextareaField({ label, hint, rows = 4, ...textarea }: TextareaFieldProps) {
  const { error, text } = useTextControl();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => <textarea {...textarea} {...control} {...text} rows={rows} className={controlClass} />}
    </FieldFrame>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = LabelledProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name'> & {
    options: readonly SelectOption[];
    /** Shown first with no value, e.g. "Vælg spillested". */
    placeholder?: string;
  };

/**
 * A native select over string values. Numeric ids are kept as numbers in the form's state: the
 * option values are their text, and `number` fields get the number back.
 */
export function SelectField({ label, hint, options, placeholder, ...select }: SelectFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string | number>();
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(control) => (
        <select
          {...select}
          {...control}
          name={name}
          value={String(value ?? '')}
          className={controlClass}
          onChange={(event) => onChange(typeof value === 'number' ? Number(event.target.value) : event.target.value)}
          onBlur={onBlur}
        >
          {placeholder !== undefined && <option value={typeof value === 'number' ? '0' : ''}>{placeholder}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}

type CheckboxFieldProps = {
  label: string;
  description?: ReactNode;
  disabled?: boolean;
};

export function CheckboxField({ label, description, disabled }: CheckboxFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<boolean>();
  const id = useId();
  return (
    <div className="space-y-1">
      <label className="flex items-start gap-3 text-sm text-stone-800">
        <input
          type="checkbox"
          name={name}
          checked={Boolean(value)}
          disabled={disabled}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          className="mt-0.5 size-5 shrink-0 accent-accent-strong"
        />
        <span>
          <span className={description ? 'font-medium' : undefined}>{label}</span>
          {description && <span className="block text-stone-600">{description}</span>}
        </span>
      </label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
