/** The hosts whose links get their own icon (docs/product.md, docs/rendering.md); any other host gets a generic one. */
const KINDS = {
  spotify: { label: 'Spotify', hosts: ['spotify.com', 'open.spotify.com'] },
  instagram: { label: 'Instagram', hosts: ['instagram.com'] },
  'apple-music': { label: 'Apple Music', hosts: ['music.apple.com'] },
  facebook: { label: 'Facebook', hosts: ['facebook.com', 'fb.com', 'm.facebook.com'] },
  youtube: { label: 'YouTube', hosts: ['youtube.com', 'youtu.be', 'm.youtube.com', 'music.youtube.com'] },
  tiktok: { label: 'TikTok', hosts: ['tiktok.com'] },
  bandcamp: { label: 'Bandcamp', hosts: ['bandcamp.com'] },
  soundcloud: { label: 'SoundCloud', hosts: ['soundcloud.com', 'on.soundcloud.com', 'm.soundcloud.com'] },
} as const;
export type SocialKind = keyof typeof KINDS | 'other';

export type SocialLink = { url: string; kind: SocialKind; label: string };

/** What a social link is, by its host (a leading www. ignored); the label names it for people. */
export function socialLink(url: string): SocialLink {
  const host = URL.parse(url)?.hostname.toLowerCase().replace(/^www\./, '') ?? '';
  for (const [kind, { label, hosts }] of Object.entries(KINDS)) {
    // A band's Bandcamp is its own subdomain (kaja.bandcamp.com).
    if ((hosts as readonly string[]).some((known) => host === known || host.endsWith(`.${known}`))) return { url, kind: kind as SocialKind, label };
  }
  return { url, kind: 'other', label: host || url };
}
