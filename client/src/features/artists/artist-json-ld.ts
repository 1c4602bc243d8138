import type { Artist } from '../../../../shared/schemas/artist';
import { richTextToPlainText } from '../../../../shared/rich-text';

/** schema.org MusicGroup (docs/rendering.md) for an artist's page. */
export function musicGroupJsonLd(artist: Artist, siteUrl: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'MusicGroup',
    name: artist.name,
    url: new URL(`/artists/${artist.id}`, siteUrl).href,
    description: richTextToPlainText(artist.description),
    ...(artist.imageUrl && { image: artist.imageUrl }),
    genre: artist.genres.map((genre) => genre.name),
    sameAs: artist.socials,
  };
}
