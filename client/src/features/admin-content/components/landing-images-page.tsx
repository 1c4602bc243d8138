import { useId } from 'react';
import { DeleteButton } from '../../../components/admin/delete-button';
import { DropHint } from '../../../components/form/drop-hint';
import { ACCEPTED_IMAGE_TYPES, useFileDrop } from '../../../components/form/use-file-drop';
import { Icon } from '../../../components/icon/icon';
import { PageHeading } from '../../../components/ui/page-heading';
import { useFormAction } from '../../../lib/form-action';
import { trpc } from '../../../lib/trpc';
import { allLandingImagesInput } from '../content-queries';
import { useLandingImageUploads } from '../use-landing-image-uploads';

function UploadArea({ onFiles }: { onFiles: (files: FileList) => void }) {
  const { dragging, dropHandlers } = useFileDrop(onFiles);
  const id = useId();

  return (
    <div
      {...dropHandlers}
      className={`mb-4 flex flex-wrap items-center gap-4 rounded-md border-2 border-dashed p-6 ${dragging ? 'border-accent-strong bg-accent-tint' : 'border-stone-300 bg-white'}`}
    >
      <Icon name="image-up" className="size-10 shrink-0 text-stone-400" />
      <div className="space-y-1">
        <input
          id={id}
          type="file"
          multiple
          accept={ACCEPTED_IMAGE_TYPES}
          onChange={(event) => {
            if (event.target.files) onFiles(event.target.files);
            event.target.value = '';
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={id}
          className="inline-flex min-h-11 cursor-pointer items-center rounded-md bg-accent px-4 py-2 text-sm font-semibold text-stone-950 hover:bg-accent-soft peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-strong"
        >
          Vælg billeder
        </label>
        <p className="text-sm text-stone-600">
          <DropHint>eller træk dem hertil.</DropHint>Flere ad gangen; JPEG, PNG, WebP eller AVIF på højst 10 MB hver.
        </p>
      </div>
    </div>
  );
}

/** The landing page's pictures (docs/product.md /admin/content): a grid, uploads of several at once, delete after confirming. */
export function LandingImagesPage({ canManage }: { canManage: boolean }) {
  const [images] = trpc.landingImages.list.useSuspenseQuery(allLandingImagesInput);
  const utils = trpc.useUtils();
  const { run, pending } = useFormAction();
  const { uploads, upload, dismiss } = useLandingImageUploads();

  const remove = (id: number) =>
    run(
      async () => {
        await utils.client.landingImages.delete.mutate({ id });
        await utils.landingImages.list.invalidate(undefined, { refetchType: 'all' });
      },
      { success: 'Billedet er fjernet fra forsiden', to: false },
    );

  return (
    <>
      <PageHeading title="Forsidebilleder" />
      {canManage && <UploadArea onFiles={(files) => void upload(files)} />}
      {uploads.length > 0 && (
        <ul aria-label="Uploads" aria-live="polite" className="mb-6 space-y-2">
          {uploads.map((item) => (
            <li key={item.key} className="rounded-md border border-stone-200 bg-white p-3 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="truncate font-medium">{item.fileName}</span>
                {item.error ? (
                  <button type="button" onClick={() => dismiss(item.key)} className="rounded p-1 hover:bg-stone-100" aria-label={`Luk besked om ${item.fileName}`}>
                    <Icon name="x" className="size-4" />
                  </button>
                ) : (
                  <span>{Math.round(item.progress * 100)} %</span>
                )}
              </div>
              {item.error ? (
                <p role="alert" className="text-red-700">
                  {item.error}
                </p>
              ) : (
                <progress max={1} value={item.progress} aria-label={`Upload af ${item.fileName}`} className="h-2 w-full" />
              )}
            </li>
          ))}
        </ul>
      )}
      {images.length === 0 ? (
        <p className="rounded-md border border-dashed border-stone-300 p-8 text-center text-stone-600">Der er ingen forsidebilleder endnu.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {images.map((image, index) => (
            <li key={image.id} className="overflow-hidden rounded-md border border-stone-200 bg-white">
              <img src={image.url} alt={`Forsidebillede ${index + 1}`} className="aspect-[4/3] w-full object-cover" loading="lazy" />
              {canManage && (
                <div className="flex justify-end p-2">
                  <DeleteButton name={`forsidebillede ${index + 1}`} onDelete={() => remove(image.id)} pending={pending}>
                    Billedet fjernes fra forsiden.
                  </DeleteButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
