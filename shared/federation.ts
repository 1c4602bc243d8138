/** Mastodon's longest local username. */
export const FEDERATION_HANDLE_MAX = 30;

/**
 * What Mastodon and most servers take as the user part of `@handle@host`: lowercase letters, digits
 * and underscores, with single dots or dashes between them.
 */
export const FEDERATION_HANDLE_PATTERN = /^[a-z0-9_]+(?:[.-][a-z0-9_]+)*$/;

export const FEDERATION_HANDLE_MESSAGE = `Fediverse-navnet må kun have små bogstaver a-z, tal og _ (punktum eller bindestreg imellem), højst ${FEDERATION_HANDLE_MAX} tegn`;

/** The handle until one is chosen when neither name gives one. */
const FALLBACK_HANDLE = 'program';

const DANISH_LETTERS: Record<string, string> = { æ: 'ae', ø: 'oe', å: 'aa' };

/**
 * The handle made from the short name (else the name) until an admin chooses one: "Stengade 30"
 * becomes "stengade_30", "Århus Musikforening" "aarhus_musikforening".
 */
export function defaultFederationHandle(settings: { name?: string | null; shortName?: string | null }): string {
  const handle = (settings.shortName?.trim() || settings.name?.trim() || '')
    .toLowerCase()
    // Written as escapes: the server bundle is ASCII, and a regular expression is not escaped for it.
    .replace(/[\u00e6\u00f8\u00e5]/g, (letter) => DANISH_LETTERS[letter]!)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, FEDERATION_HANDLE_MAX)
    .replace(/_+$/, '');
  return handle || FALLBACK_HANDLE;
}

type Names = { name?: string | null; shortName?: string | null };

/**
 * The handle a save of the settings screen leaves. The screen shows the handle made from the names
 * and sends it back; when that save also types a new name, the handle is made from the new names,
 * as if it had been left empty. A handle chosen, or edited on the screen, stays as it is.
 */
export function handleAfterSave<T extends string | null | undefined>(sent: T, before: Names, after: Names): T | string {
  return sent && sent.trim().toLowerCase() === defaultFederationHandle(before) ? defaultFederationHandle(after) : sent;
}
