import { z } from 'zod';
import { LOCALES } from '../i18n';
import { positiveInteger } from './common';

/** The embedded programme's colours: light for the white pages most partners have, or dark as our own site. */
export const EMBED_THEMES = ['light', 'dark'] as const;
export type EmbedTheme = (typeof EMBED_THEMES)[number];

export const EMBED_MIN_LIMIT = 1;
export const EMBED_MAX_LIMIT = 50;
export const EMBED_DEFAULT_LIMIT = 10;

/** A query value as an id: the address carries text, and anything but a positive integer is refused. */
function queryId(name: string) {
  const message = `${name} skal være et positivt heltal`;
  return z.coerce.number({ error: message }).pipe(positiveInteger(message)).optional();
}

const LIMIT_MESSAGE = `limit skal være et heltal fra ${EMBED_MIN_LIMIT} til ${EMBED_MAX_LIMIT}`;

/**
 * The query of /embed/programme, as a partner writes it by hand or /embed.js makes it from the
 * placeholder's data attributes. Ids that name no record give an empty programme.
 */
export const embedProgrammeQuerySchema = z.object({
  venue_id: queryId('venue_id'),
  genre_id: queryId('genre_id'),
  artist_id: queryId('artist_id'),
  limit: z.coerce
    .number({ error: LIMIT_MESSAGE })
    .pipe(z.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE }).min(EMBED_MIN_LIMIT, { error: LIMIT_MESSAGE }).max(EMBED_MAX_LIMIT, { error: LIMIT_MESSAGE }))
    .default(EMBED_DEFAULT_LIMIT),
  theme: z.enum(EMBED_THEMES, { error: 'theme skal være "light" eller "dark"' }).default('light'),
  /** The programme's language (issue 48): its words, dates and links, Danish unless the partner writes data-lang="en". */
  lang: z.enum(LOCALES, { error: 'lang skal være "da" eller "en"' }).default('da'),
});
export type EmbedProgrammeQuery = z.infer<typeof embedProgrammeQuerySchema>;
