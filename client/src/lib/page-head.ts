import { OPEN_GRAPH_SIZE, openGraphImageUrl } from '../../../shared/image-variants';
import type { ImageFocus } from '../../../shared/schemas/image-focus';
import type { Settings } from '../../../shared/schemas/settings';
import { siteName } from '../../../shared/site-identity';
import { LOCALE_TAGS, LOCALES, localisedPath, type Translator } from '../../../shared/i18n';

/** What a head() reads of the router's context: the site's origin and the association's settings (routes/__root.tsx). */
export type HeadContext = { siteUrl: string; site: Settings; translator: Translator };

/** "Koncerter · Foreningen": the page's own name first, so browser tabs and screen readers tell pages apart. */
const pageTitle = (name: string, site: Settings) => `${name} · ${siteName(site)}`;

/** A route's `head`: the page's title, named after the association. */
export const pageHead =
  (name: string) =>
  ({ match }: { match: { context: HeadContext } }) => ({ meta: [{ title: pageTitle(name, match.context.site) }] });

type SeoHeadOptions = {
  /** The page's own name; the site's is added. Left out on the front page, which is the association's own: its name alone. */
  title?: string;
  /** One or two sentences for search results and link previews. */
  description: string;
  /** The page's path on the site in Danish, e.g. /events/12; an English page's is made of it. */
  path: string;
  /** A stored picture (its /images/… URL); previews get its 1200×630 crop, and pages without one the association's share picture. */
  image?: string;
  /** The picture's focal point, which the preview's crop keeps in view. */
  imageFocus?: ImageFocus;
  type?: 'website' | 'article' | 'music.song' | 'profile';
  /** schema.org data about the page (MusicEvent, MusicGroup…), as a data block. */
  jsonLd?: object[];
};

/**
 * The head of a public page (docs/rendering.md): what search engines and link previews (Facebook,
 * Messenger, Slack, iMessage) read from the HTML the server sends, named after the association.
 */
export function seoHead({ siteUrl, site, translator: { locale } }: HeadContext, { title = siteName(site), description, path, image = site.shareImageUrl, imageFocus, type = 'website', jsonLd = [] }: SeoHeadOptions) {
  const urlIn = (language: (typeof LOCALES)[number]) => new URL(localisedPath(path, language), siteUrl).href;
  const url = urlIn(locale);
  const previewImage = image ? new URL(openGraphImageUrl(image, imageFocus), siteUrl).href : undefined;
  return {
    meta: [
      { title: title === siteName(site) ? title : pageTitle(title, site) },
      { name: 'description', content: description },
      { property: 'og:site_name', content: siteName(site) },
      { property: 'og:locale', content: LOCALE_TAGS[locale].og },
      ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: 'og:locale:alternate', content: LOCALE_TAGS[other].og })),
      { property: 'og:type', content: type },
      { property: 'og:title', content: title },
      { property: 'og:description', content: description },
      { property: 'og:url', content: url },
      ...(previewImage
        ? [
            { property: 'og:image', content: previewImage },
            { property: 'og:image:width', content: String(OPEN_GRAPH_SIZE.width) },
            { property: 'og:image:height', content: String(OPEN_GRAPH_SIZE.height) },
            { property: 'og:image:alt', content: title },
          ]
        : []),
      { name: 'twitter:card', content: previewImage ? 'summary_large_image' : 'summary' },
      { name: 'twitter:title', content: title },
      { name: 'twitter:description', content: description },
      ...(previewImage ? [{ name: 'twitter:image', content: previewImage }] : []),
    ],
    // Each language's page names the other (and Danish as the default), so search engines show the reader's own.
    links: [
      { rel: 'canonical', href: url },
      ...LOCALES.map((language) => ({ rel: 'alternate', hrefLang: LOCALE_TAGS[language].lang, href: urlIn(language) })),
      { rel: 'alternate', hrefLang: 'x-default', href: urlIn('da') },
    ],
    // A data block, never run; `<` escaped so no text in it can close the element.
    scripts: jsonLd.map((data) => ({ type: 'application/ld+json', children: JSON.stringify(data).replace(/</g, '\\u003c') })),
  };
}
