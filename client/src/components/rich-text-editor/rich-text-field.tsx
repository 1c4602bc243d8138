import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { FieldFrame } from '../form/fields';
import { useFormReadOnly } from '../form/form-context';
import { useFieldControl } from '../form/use-field-control';

// Tiptap is large and only admins edit rich text: it loads when a form shows this field.
const TiptapEditor = lazy(() => import('./tiptap-editor'));

const placeholder = <div className="min-h-52 rounded-md border border-stone-300 bg-stone-50" />;

/** A description field (HTML the server sanitizes): paragraphs, headings, bold, italic, underline, lists, links. */
export function RichTextField({ label }: { label: string }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string>();
  const readOnly = useFormReadOnly();
  return (
    <FieldFrame label={label} error={error} composite>
      {(control, labelId) => (
        // Rendered in the browser only: the server would send the empty fallback and hydration would trip on it.
        <ClientOnly fallback={placeholder}>
          <Suspense fallback={placeholder}>
            <TiptapEditor
              name={name}
              value={value ?? ''}
              onChange={onChange}
              onBlur={onBlur}
              labelledBy={labelId}
              describedBy={control['aria-describedby']}
              invalid={control['aria-invalid']}
              disabled={readOnly}
            />
          </Suspense>
        </ClientOnly>
      )}
    </FieldFrame>
  );
}
