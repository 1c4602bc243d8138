import { IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_BYTES } from '../../../../shared/constants';

const UNREADABLE_ANSWER = 'Billedet kunne ikke uploades';
const NO_ANSWER = 'Billedet kunne ikke uploades. Tjek din forbindelse, og prøv igen.';

/** A refused or failed upload: the server's own Danish message, or ours when it never answered. */
export class ImageUploadError extends Error {
  constructor(readonly serverMessage: string) {
    super('Could not upload image', { cause: serverMessage });
    this.name = 'ImageUploadError';
  }
}

function serverMessageOf(body: string): string {
  try {
    const message = (JSON.parse(body) as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : UNREADABLE_ANSWER;
  } catch {
    return UNREADABLE_ANSWER;
  }
}

/**
 * Where a picture goes and the multipart field it travels in (docs/api.md: `image` or `file`, by
 * endpoint); `accept` and `formats` where it takes more than pictures (a logo may be an SVG).
 */
export type ImageUploadTarget = { url: string; method: 'PUT' | 'POST'; field: 'image' | 'file'; accept?: string; formats?: string };

/** The upload endpoints (docs/api.md). */
export const UPLOAD_TARGETS = {
  artistImage: { url: '/api/artists/image', method: 'PUT', field: 'image' },
  crewImage: { url: '/api/crews/image', method: 'PUT', field: 'image' },
  eventCover: { url: '/api/events/image', method: 'POST', field: 'image' },
  landingImage: { url: '/api/content/landing-images', method: 'POST', field: 'file' },
  memberPicture: { url: '/api/members/picture', method: 'POST', field: 'file' },
  settingsLogo: {
    url: '/api/settings/logo',
    method: 'POST',
    field: 'image',
    accept: 'image/svg+xml,image/jpeg,image/png,image/webp,image/avif',
    formats: 'SVG, PNG, JPEG, WebP eller AVIF',
  },
  settingsShareImage: { url: '/api/settings/share-image', method: 'POST', field: 'image' },
} as const satisfies Record<string, ImageUploadTarget>;

/**
 * Sends one picture in the target's multipart field and answers the URL the server gives it (docs/api.md).
 * XMLHttpRequest rather than fetch: only it reports upload progress. `onProgress` gets 0–1.
 */
export function uploadImage(target: ImageUploadTarget, file: File, onProgress: (fraction: number) => void): Promise<string> {
  // The server would refuse it too, but only after the whole file went up a phone's connection.
  if (file.size > MAX_IMAGE_BYTES) return Promise.reject(new ImageUploadError(IMAGE_TOO_LARGE_MESSAGE));
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(target.method, target.url);
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.responseText.trim());
      else reject(new ImageUploadError(serverMessageOf(request.responseText)));
    };
    request.onerror = () => reject(new ImageUploadError(NO_ANSWER));
    const body = new FormData();
    body.append(target.field, file);
    request.send(body);
  });
}
