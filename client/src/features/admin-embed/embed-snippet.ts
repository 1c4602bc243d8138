import type { Locale } from '../../../../shared/i18n';
import { EMBED_DEFAULT_LIMIT, type EmbedTheme } from '../../../../shared/schemas/embed';

/** What the programme on another site shows: filters left out show everything; no language is Danish. */
export type EmbedChoice = { venueId?: number; genreId?: number; artistId?: number; limit: number; theme: EmbedTheme; lang?: Locale };

export const DEFAULT_EMBED_CHOICE: EmbedChoice = { limit: EMBED_DEFAULT_LIMIT, theme: 'light' };

/** Each choice as the placeholder's data attribute and as the page's query parameter (/embed.js maps the one to the other). */
const NAMES = [
  ['venueId', 'data-venue-id', 'venue_id'],
  ['genreId', 'data-genre-id', 'genre_id'],
  ['artistId', 'data-artist-id', 'artist_id'],
  ['limit', 'data-limit', 'limit'],
  ['theme', 'data-theme', 'theme'],
  ['lang', 'data-lang', 'lang'],
] as const;

const chosen = (choice: EmbedChoice) => NAMES.filter(([key]) => choice[key] !== undefined).map(([key, data, query]) => ({ value: String(choice[key]), data, query }));

/**
 * What a partner pastes into their page: the placeholder /embed.js fills, then the script itself.
 * Limit and theme are written even at their defaults, so the snippet shows what can be changed.
 */
export function embedSnippet(siteUrl: string, choice: EmbedChoice): string {
  const attributes = chosen(choice)
    .map(({ data, value }) => ` ${data}="${value}"`)
    .join('');
  return `<div data-spillested-programme${attributes}></div>\n<script src="${new URL('/embed.js', siteUrl).href}" async></script>`;
}

/** The page the snippet's iframe shows, on this site: the admin's live preview. */
export function embedPreviewPath(choice: EmbedChoice): string {
  return `/embed/programme?${new URLSearchParams(chosen(choice).map(({ query, value }) => [query, value]))}`;
}
