import { p } from '@mikro-orm/core';

/** A night's own access information (shared/access.ts), each item null until the organisers tell it. */
export const eventAccessProperties = {
  accessSignLanguage: p.boolean().nullable(),
  accessRelaxedPerformance: p.boolean().nullable(),
  accessStrobeLight: p.boolean().nullable(),
  accessLoudMusic: p.boolean().nullable(),
  accessNote: p.text().nullable(),
};

type AccessProperty = keyof typeof eventAccessProperties;

/** An event's access items as they are stored, for a copy to take along. */
export const storedAccess = <Stored extends Record<AccessProperty, unknown>>(event: Stored) =>
  Object.fromEntries(Object.keys(eventAccessProperties).map((key) => [key, event[key as AccessProperty]])) as Pick<Stored, AccessProperty>;
