import type { Settings } from './schemas/settings';

/**
 * What visitors see until the first admin has named the association (docs/settings.md): a neutral
 * Danish phrase, never another association's name.
 */
export const PLACEHOLDER_NAME = 'Vores spillested';

/** The association's name, or the placeholder. */
export const siteName = (settings: Pick<Settings, 'name'>) => settings.name ?? PLACEHOLDER_NAME;

/** The name where room is short: the header, and the sender of e-mails. */
export const siteShortName = (settings: Pick<Settings, 'name' | 'shortName'>) => settings.shortName ?? siteName(settings);

/** "Vesterbrogade 1, 1620 København": the street address on one line, with what has been given. */
export function siteAddress({ address, postalCode, city }: Pick<Settings, 'address' | 'postalCode' | 'city'>): string | undefined {
  const town = [postalCode, city].filter(Boolean).join(' ');
  return [address, town].filter(Boolean).join(', ') || undefined;
}

/** The sizes of the app icons made from the logo (a web app manifest asks for 192 and 512). */
export const APP_ICON_SIZES = [192, 512] as const;
export type AppIconSize = (typeof APP_ICON_SIZES)[number];

/** The logo's long edge in an app icon: 80 % of its side, on the site's dark background. */
export const appIconLogoEdge = (size: AppIconSize) => Math.round(size * 0.8);

/** The stylesheet that gives the site its accent colour: named by the colour, so it never changes and is cached for good. */
export const accentStylesheetPath = (accent: string) => `/theme/${accent.replace('#', '')}.css`;

const STORED_IMAGE = /\/images\/([0-9a-f]{64})\.(?:webp|svg)$/;

/** The square PNG icon made from a stored logo, e.g. /icons/<hash>-192.png; undefined for an URL that names no stored image. */
export function appIconPath(logoUrl: string, size: AppIconSize): string | undefined {
  const hash = STORED_IMAGE.exec(logoUrl)?.[1];
  return hash && `/icons/${hash}-${size}.png`;
}
