const SUMMARY = 'Could not upload member profile picture';
const UNREADABLE_ANSWER = 'Billedet kunne ikke uploades';
const NO_ANSWER = 'Billedet kunne ikke uploades. Tjek din forbindelse, og prøv igen.';

/**
 * A refused or failed upload (SPEC §8): the status (undefined when the server never answered),
 * the call's summary as the message, and the server's own message as the cause people read.
 */
export class ProfilePictureUploadError extends Error {
  constructor(
    readonly status: number | undefined,
    readonly serverMessage: string,
  ) {
    super(SUMMARY, { cause: serverMessage });
    this.name = 'ProfilePictureUploadError';
  }
}

async function serverMessageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    const message = (body as { message?: unknown } | null)?.message;
    return typeof message === 'string' && message ? message : UNREADABLE_ANSWER;
  } catch {
    return UNREADABLE_ANSWER;
  }
}

/**
 * POST /api/members/picture (SPEC §7): the file in the multipart field `file`. Anyone may upload,
 * so a picture can be sent before the registration it belongs to; the answer is its URL as text.
 * tRPC does not carry files, so this is a plain fetch.
 */
export async function uploadProfilePicture(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/members/picture', { method: 'POST', body, credentials: 'include' });
  } catch {
    throw new ProfilePictureUploadError(undefined, NO_ANSWER);
  }
  if (!response.ok) throw new ProfilePictureUploadError(response.status, await serverMessageOf(response));
  return (await response.text()).trim();
}
