/**
 * The embed player's address for a Spotify link (open.spotify.com/track/ID, /album/ID, /artist/ID,
 * /playlist/ID, also with an intl-xx segment), or undefined for a link it cannot play.
 */
export function spotifyEmbedUrl(previewUrl: string): string | undefined {
  const url = URL.parse(previewUrl);
  if (!url || url.hostname.replace(/^www\./, '') !== 'open.spotify.com') return undefined;
  const match = /^\/(?:intl-[a-z-]+\/)?(track|album|artist|playlist|episode|show)\/([A-Za-z0-9]+)/.exec(url.pathname);
  return match ? `https://open.spotify.com/embed/${match[1]}/${match[2]}` : undefined;
}
