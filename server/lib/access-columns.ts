/**
 * Where each item of an access object (shared/access.ts) is stored: a nullable column of its own
 * on the venue or the event, null for not told. stepFree is the property accessStepFree and the
 * column access_step_free.
 */
export const accessProperty = (key: string) => `access${key.charAt(0).toUpperCase()}${key.slice(1)}`;
export const accessColumn = (key: string) => `access_${key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/**
 * The properties to store for an access object a body sends. It replaces the stored one as a
 * whole, so every item is written, null where it tells nothing; null clears them all; left out
 * (undefined), nothing is written and the stored items stay, as the original client sends none.
 */
export function accessProperties(keys: readonly string[], access: Readonly<Record<string, unknown>> | null | undefined): Record<string, unknown> {
  if (access === undefined) return {};
  return Object.fromEntries(keys.map((key) => [accessProperty(key), access?.[key] ?? null]));
}

/** The access object of the stored values `valueOf` gives for each key: only those set, and none when nothing is. */
export function accessFromStored<Access>(keys: readonly string[], valueOf: (key: string) => unknown): Access | undefined {
  const set = keys.flatMap((key) => {
    const value = valueOf(key);
    return value === null || value === undefined ? [] : [[key, value] as const];
  });
  return set.length > 0 ? (Object.fromEntries(set) as Access) : undefined;
}
