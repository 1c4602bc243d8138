import { lazy, Suspense, useId, useRef } from 'react';
import type { ImageFocus } from '../../../../shared/schemas/image-focus';
import { Icon } from '../icon/icon';
import { DropHint } from './drop-hint';
import { FieldFrame } from './fields';
import { useFormReadOnly } from './form-context';
import type { ImageUploadTarget } from './upload-image';
import { useFieldControl } from './use-field-control';
import { ACCEPTED_IMAGE_TYPES, useFileDrop } from './use-file-drop';
import { useImageUpload } from './use-image-upload';

// Loaded only where a focal point is offered (the admin's forms): the registration's picture needs none of it.
const FocusPicker = lazy(() => import('./focus-picker').then(({ FocusPicker: picker }) => ({ default: picker })));

type ImageFieldProps = {
  label: string;
  /** Where the picture goes: PUT /api/artists/image, POST /api/events/image, … */
  upload: ImageUploadTarget;
  /** Describes the preview for screen readers, e.g. "Kunstnerens billede". */
  previewAlt: string;
  /** Round previews for profile pictures. */
  round?: boolean;
  /** A line under the label, before anything is chosen: what the picture is for. */
  hint?: string;
  /** The whole picture in its preview, not a square cut of it (a logo). */
  whole?: boolean;
  /** Offer to choose the picture's focal point (covers, artists' pictures), starting from the one it has. */
  focus?: { initial?: ImageFocus };
};

/**
 * A picture chosen by dragging it onto the field or picking it, uploaded at once with its progress
 * shown, then previewed. The field's value is the URL the server answered ('' before one). The
 * native file input stays in the page for keyboards and screen readers, visually replaced by Danish
 * labels (no browser "Choose File").
 */
export function ImageField({ label, upload: target, previewAlt, round, hint, whole, focus }: ImageFieldProps) {
  const { name, value, error, onChange, onBlur } = useFieldControl<string | undefined | null>();
  const picture = useImageUpload(target, onChange);
  const statusId = `${useId()}-status`;
  const message = picture.error ?? error;
  // The stored point belongs to the picture the form opened with.
  const initialUrl = useRef(value);

  const readOnly = useFormReadOnly();
  const { dragging, dropHandlers } = useFileDrop((files) => {
    const file = files[0];
    if (file && !readOnly) void picture.upload(file);
  });

  return (
    <FieldFrame label={label} hint={hint} error={message} composite>
      {(control, labelId) => (
        <div
          {...dropHandlers}
          className={`flex flex-wrap items-center gap-4 rounded-md border-2 border-dashed p-4 ${
            dragging ? 'border-accent-strong bg-accent-tint' : message ? 'border-red-600' : 'border-stone-300 bg-white'
          }`}
        >
          {value ? (
            <img src={value} alt={previewAlt} className={`h-24 w-24 shrink-0 ${whole ? 'object-contain' : 'object-cover'} ${round ? 'rounded-full' : 'rounded-md'}`} />
          ) : (
            <Icon name="image-up" className="size-10 shrink-0 text-stone-400" />
          )}
          {!readOnly && (
            <div className="min-w-0 flex-1 space-y-2">
              <input
                id={control.id}
                name={name}
                type="file"
                accept={target.accept ?? ACCEPTED_IMAGE_TYPES}
                aria-labelledby={labelId}
                aria-invalid={control['aria-invalid']}
                aria-describedby={[statusId, control['aria-describedby']].filter(Boolean).join(' ')}
                onBlur={onBlur}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void picture.upload(file);
                }}
                className="peer sr-only"
              />
              <label
                htmlFor={control.id}
                className="inline-flex min-h-11 cursor-pointer items-center rounded-md border border-stone-300 bg-white px-4 py-2 text-sm font-semibold text-stone-900 hover:bg-stone-100 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-strong"
              >
                {value ? 'Vælg et andet billede' : 'Vælg billede'}
              </label>
              <p id={statusId} aria-live="polite" className="text-sm text-stone-600">
                {picture.uploading ? (
                  `Uploader billedet … ${Math.round((picture.progress ?? 0) * 100)} %`
                ) : (
                  <>
                    <DropHint>eller træk det hertil.</DropHint>
                    {target.formats ?? 'JPEG, PNG, WebP eller AVIF'} på højst 10 MB.
                  </>
                )}
              </p>
              {picture.uploading && (
                <progress max={1} value={picture.progress} aria-label="Upload af billedet" className="h-2 w-full" />
              )}
              {/* Posted before the scripts ran, the picture the page came back with goes again unless another is picked. */}
              {value && <input type="hidden" name={name} value={value} />}
            </div>
          )}
          {/* A new picture starts without a point. */}
          {focus && value && !readOnly && (
            <Suspense fallback={null}>
              <FocusPicker key={value} src={value} initial={value === initialUrl.current ? focus.initial : undefined} />
            </Suspense>
          )}
        </div>
      )}
    </FieldFrame>
  );
}
