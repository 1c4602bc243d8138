import { Icon } from '../../../components/icon/icon';
import { useState } from 'react';
import { spotifyEmbedUrl } from '../spotify-embed';

/**
 * Spotify's player, loaded only when the visitor asks (docs/rendering.md): nothing from Spotify is
 * requested before the click. The player takes the button's place and gets the focus.
 */
export function SpotifyPreview({ previewUrl, artistName }: { previewUrl: string; artistName: string }) {
  const [open, setOpen] = useState(false);
  const embed = spotifyEmbedUrl(previewUrl);
  if (!embed) return null;
  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-emerald-400 px-6 font-bold text-stone-950 transition-colors hover:bg-emerald-300"
      >
        <Icon name="headphones" className="size-5" />
        Lyt til en smagsprøve
      </button>
    );
  }
  return (
    <iframe
      // Focus moves to the player that replaced the button, so keyboard users land where they were.
      ref={(frame) => frame?.focus()}
      title={`Smagsprøve på ${artistName} fra Spotify`}
      src={embed}
      width="100%"
      height="152"
      loading="lazy"
      allow="encrypted-media; clipboard-write"
      className="max-w-xl rounded-xl border-0"
    />
  );
}
