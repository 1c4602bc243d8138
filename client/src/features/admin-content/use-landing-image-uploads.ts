import { useState } from 'react';
import { ImageUploadError, UPLOAD_TARGETS, uploadImage } from '../../components/form/upload-image';
import { trpc } from '../../lib/trpc';

export type PendingUpload = { key: number; fileName: string; progress: number; error?: string };

let nextKey = 0;

/**
 * Several landing images at once, each with its own progress. A refused file keeps its row with the
 * server's Danish reason until dismissed; an accepted one leaves its row and appears in the grid.
 */
export function useLandingImageUploads() {
  const utils = trpc.useUtils();
  const [uploads, setUploads] = useState<PendingUpload[]>([]);
  const change = (key: number, changes: Partial<PendingUpload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...changes } : upload)));
  const dismiss = (key: number) => setUploads((current) => current.filter((upload) => upload.key !== key));

  async function uploadOne(file: File) {
    const key = nextKey++;
    setUploads((current) => [...current, { key, fileName: file.name, progress: 0 }]);
    try {
      await uploadImage(UPLOAD_TARGETS.landingImage, file, (progress) => change(key, { progress }));
      await utils.landingImages.list.invalidate(undefined, { refetchType: 'all' });
      dismiss(key);
    } catch (failure) {
      if (!(failure instanceof ImageUploadError)) throw failure;
      change(key, { error: failure.serverMessage });
    }
  }

  return {
    uploads,
    dismiss,
    upload: (files: Iterable<File>) => Promise.all([...files].map(uploadOne)),
  };
}
