import { useId } from 'react';

type ProfilePictureFieldProps = {
  /** The form value's name, so a failed check can focus this input. */
  name: string;
  /** The uploaded picture's URL, or '' before one is uploaded. */
  pictureUrl: string;
  uploading: boolean;
  error?: string;
  onFile: (file: File) => void;
};

/** A file input that shows the uploaded picture, the upload in progress, and why one was refused. */
export function ProfilePictureField({ name, pictureUrl, uploading, error, onFile }: ProfilePictureFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        Profilbillede
      </label>
      <div className="flex items-center gap-4">
        {pictureUrl && <img src={pictureUrl} alt="Dit profilbillede" className="size-16 shrink-0 rounded-full object-cover" />}
        <input
          id={id}
          name={name}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) onFile(file);
          }}
          className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-10 file:rounded-md file:border file:border-stone-300 file:bg-white file:px-4 file:py-2 file:text-sm file:font-semibold file:text-stone-900 hover:file:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-400"
        />
      </div>
      <p aria-live="polite" className="text-sm text-stone-600">
        {uploading ? 'Uploader billedet…' : 'JPEG, PNG, WebP eller AVIF på højst 10 MB.'}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
