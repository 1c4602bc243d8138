import type { Settings } from '../../../shared/schemas/settings';
import { siteName } from '../../../shared/site-identity';

/**
 * schema.org Organization (docs/rendering.md): the association as search engines show it, with its
 * logo, address and its pages elsewhere (sameAs), as far as its settings say (docs/settings.md).
 */
export function organizationJsonLd(site: Settings, siteUrl: string) {
  const hasAddress = Boolean(site.address || site.postalCode || site.city);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: siteName(site),
    url: new URL('/', siteUrl).href,
    ...(site.logoUrl && { logo: site.logoUrl }),
    ...(site.tagline && { slogan: site.tagline }),
    ...(hasAddress && {
      address: {
        '@type': 'PostalAddress',
        ...(site.address && { streetAddress: site.address }),
        ...(site.postalCode && { postalCode: site.postalCode }),
        ...(site.city && { addressLocality: site.city }),
        // CVR and four-digit postal codes: the association is Danish.
        addressCountry: 'DK',
      },
    }),
    ...(site.email && { email: site.email }),
    ...(site.phone && { telephone: site.phone }),
    ...(site.cvr && { vatID: `DK${site.cvr}` }),
    ...(site.socials.length > 0 && { sameAs: site.socials }),
  };
}
