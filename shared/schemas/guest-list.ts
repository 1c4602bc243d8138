/**
 * Guest lists (docs/door.md#guest-lists): per night, names with +N, added by the booking group or by
 * an act through the secret link mailed to its contact.
 * - artist: a guest of one of the night's acts (`artistId`)
 * - press: press and photographers
 * - other: anyone else the night lets in
 */
/** Persons an act may add through its link when nothing else is set. */
export const DEFAULT_GUESTS_PER_ACT = 4;

export const GUEST_KINDS = ['artist', 'press', 'other'] as const;
export type GuestKind = (typeof GUEST_KINDS)[number];

export const GUEST_KIND_LABELS: Readonly<Record<GuestKind, string>> = {
  artist: 'Kunstnerens gæst',
  press: 'Presse',
  other: 'Andet',
};
