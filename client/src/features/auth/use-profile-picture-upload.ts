import { useRef, useState } from 'react';
import { ProfilePictureUploadError, uploadProfilePicture } from './upload-profile-picture';

/**
 * Uploads a picture as soon as it is chosen, so a wrong file is told about next to the field
 * before anything else is sent. `onUrl` gets the picture's URL, or '' while none is usable. Only
 * the latest choice counts: an earlier, slower upload cannot overwrite it.
 */
export function useProfilePictureUpload(onUrl: (url: string) => void) {
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string>();
  const latest = useRef(0);

  async function upload(file: File) {
    const attempt = ++latest.current;
    onUrl('');
    setError(undefined);
    setUploading(true);
    try {
      const url = await uploadProfilePicture(file);
      if (attempt === latest.current) onUrl(url);
    } catch (failure) {
      if (!(failure instanceof ProfilePictureUploadError)) throw failure;
      if (attempt === latest.current) setError(failure.serverMessage);
    } finally {
      if (attempt === latest.current) setUploading(false);
    }
  }

  return { upload, uploading, error };
}
