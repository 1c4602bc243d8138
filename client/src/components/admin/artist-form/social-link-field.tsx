import { FieldFrame, controlClass } from '../../form/fields';
import { useFormReadOnly } from '../../form/form-context';
import { useFieldControl } from '../../form/use-field-control';
import { SocialIcon } from '../../social-icon';
import { Button } from '../../ui/button';
import { socialLink } from '../../../lib/social-kind';

/** One of an artist's links, with the icon the public page will give it. */
export function SocialLinkField({ label, onRemove }: { label: string; onRemove: () => void }) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string>();
  const link = socialLink(value ?? '');
  const readOnly = useFormReadOnly();
  return (
    <FieldFrame label={label} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <span
            className="flex size-10 shrink-0 items-center justify-center rounded-md bg-stone-100 text-stone-800"
            title={link.label}
          >
            <SocialIcon kind={link.kind} />
          </span>
          <input
            {...control}
            type="url"
            inputMode="url"
            name={name}
            value={value ?? ''}
            placeholder="https://"
            className={controlClass}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {!readOnly && (
            <Button variant="secondary" onClick={onRemove} className="shrink-0">
              Fjern
              <span className="sr-only"> {label.toLocaleLowerCase('da')}</span>
            </Button>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
