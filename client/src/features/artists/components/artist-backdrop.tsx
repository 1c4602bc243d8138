import { Icon } from '../../../components/icon/icon';
import { useEffect, useState } from 'react';
import type { Artist } from '../../../../../shared/schemas/artist';
import { ResponsiveImage } from '../../../components/responsive-image';
import { pickRandomOther } from '../../../lib/pick-random-other';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

const ROTATE_MS = 4000;

/**
 * The backdrop of /artists: one artist's picture at a time, moving on to a random other artist,
 * never the one shown (docs/product.md). `held` (an artist pointed at or focused in the list) shows that
 * artist and stops the rotation, as do the pause button and a wish for less motion.
 */
export function useArtistBackdrop(artists: Artist[]) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [shown, setShown] = useState(artists[0]);
  const [held, setHeld] = useState<Artist>();
  const moving = artists.length > 1 && !paused && !reducedMotion && !held;

  useEffect(() => {
    if (!moving) return;
    const timer = setTimeout(() => setShown((current) => pickRandomOther(artists, current)), ROTATE_MS);
    return () => clearTimeout(timer);
  }, [moving, shown, artists]);

  return { shown: held ?? shown, hold: setHeld, paused, togglePause: () => setPaused((value) => !value), canPause: artists.length > 1 };
}

export function ArtistBackdrop({ artist }: { artist: Artist | undefined }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {artist?.imageUrl && (
        <ResponsiveImage
          key={artist.id}
          src={artist.imageUrl}
          alt=""
          width={1280}
          height={720}
          sizes="100vw"
          priority
          className="size-full animate-[fade-in_700ms_ease-out] object-cover opacity-60"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-stone-950/60 via-stone-950/80 to-stone-950" />
    </div>
  );
}

/** Hidden by CSS, not by script, where nothing moves: the server cannot know, and the layout must not jump. */
export function BackdropPauseButton({ paused, onToggle }: { paused: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      onClick={onToggle}
      className="inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 motion-reduce:hidden"
    >
      {paused ? <Icon name="play" className="size-4" /> : <Icon name="pause" className="size-4" />}
      {paused ? 'Skift baggrundsbillede igen' : 'Stop skiftende baggrund'}
    </button>
  );
}
