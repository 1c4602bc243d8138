import { useRef, useState } from 'react';
import { useMarkFormBusy } from './form-busy';
import { ImageUploadError, type ImageUploadTarget, uploadImage } from './upload-image';

/**
 * Uploads a picture as soon as it is chosen, so a wrong file is told about next to the field at
 * once. Only the latest choice counts: an earlier, slower upload cannot overwrite it.
 */
export function useImageUpload(target: ImageUploadTarget, onUrl: (url: string) => void) {
  const [progress, setProgress] = useState<number>();
  const [error, setError] = useState<string>();
  const latest = useRef(0);
  useMarkFormBusy(progress !== undefined);

  async function upload(file: File) {
    const attempt = ++latest.current;
    const isLatest = () => attempt === latest.current;
    setError(undefined);
    setProgress(0);
    try {
      const url = await uploadImage(target, file, (fraction) => isLatest() && setProgress(fraction));
      if (isLatest()) onUrl(url);
    } catch (failure) {
      if (!(failure instanceof ImageUploadError)) throw failure;
      if (isLatest()) setError(failure.serverMessage);
    } finally {
      if (isLatest()) setProgress(undefined);
    }
  }

  return { upload, uploading: progress !== undefined, progress, error };
}
