import { accentContrast, DEFAULT_ACCENT, formatRatio, MIN_CONTRAST, normalizeHexColour } from '../../../../../shared/accent-colour';
import { controlClass, FieldFrame } from '../../../components/form/fields';
import { useFormReadOnly } from '../../../components/form/form-context';
import { useFieldControl } from '../../../components/form/use-field-control';

/**
 * How the colour looks where the public site uses it: a button and a date block on the dark page,
 * and a link. Samples, hidden from screen readers; the contrast line under them says it in words.
 */
function AccentPreview({ accent }: { accent: string }) {
  const ratio = accentContrast(accent);
  return (
    <div className="mt-3 max-w-md rounded-lg bg-stone-950 p-4 text-stone-100">
      <div aria-hidden="true" className="flex flex-wrap items-center gap-4">
        <div className="flex w-14 shrink-0 flex-col items-center rounded-lg py-1.5 text-stone-950" style={{ backgroundColor: accent }}>
          <span className="text-[0.7rem] font-bold tracking-wider">LØR</span>
          <span className="text-2xl leading-none font-black">14</span>
          <span className="text-[0.7rem] font-bold tracking-wider">MAR</span>
        </div>
        <span className="inline-flex min-h-11 items-center rounded-full px-5 font-bold text-stone-950" style={{ backgroundColor: accent }}>
          Køb billet
        </span>
        <span className="font-semibold underline underline-offset-4" style={{ color: accent }}>
          Hele programmet
        </span>
      </div>
      <p className="mt-3 text-sm text-stone-300">
        Kontrast på siden: {formatRatio(ratio)}:1 {ratio >= MIN_CONTRAST ? '(godt nok, mindst 4,5:1)' : '(for lidt, mindst 4,5:1)'}
      </p>
    </div>
  );
}

/**
 * The accent colour as hex, typed or picked, with a live preview on the dark site. A colour too
 * dark to read there is refused at the field by the same rule the server keeps (shared/accent-colour.ts).
 */
export function AccentField({ label, hint }: { label: string; hint: string }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string | null | undefined>();
  const readOnly = useFormReadOnly();
  const accent = normalizeHexColour(value ?? '') ?? DEFAULT_ACCENT;
  return (
    <div>
      <FieldFrame label={label} hint={hint} error={error}>
        {(control) => (
          <div className="flex items-center gap-2">
            <input
              type="color"
              aria-label={`${label}, vælg på en farveskala`}
              value={accent}
              disabled={readOnly}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              className="h-11 w-14 shrink-0 cursor-pointer rounded-md border border-stone-300 bg-white p-1"
            />
            <input
              {...control}
              name={name}
              value={value ?? ''}
              placeholder={DEFAULT_ACCENT}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              className={`${controlClass} max-w-40 font-mono`}
            />
          </div>
        )}
      </FieldFrame>
      <AccentPreview accent={accent} />
    </div>
  );
}
