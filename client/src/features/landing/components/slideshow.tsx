import { Icon } from '../../../components/icon/icon';
import { type ReactNode, useEffect, useState } from 'react';
import type { LandingImage } from '../../../../../shared/schemas/landing-image';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useReducedMotion } from '../../../lib/use-reduced-motion';

const SLIDE_MS = 5000;

/**
 * The landing images, cross-fading about every five seconds (docs/screens.md). The first is the page's
 * largest picture and loads first; the next one is fetched only while its turn comes. It can be
 * paused (WCAG 2.2.2) and stands still for visitors who asked for less motion.
 */
export function Slideshow({ images, children }: { images: LandingImage[]; children: ReactNode }) {
  const reducedMotion = useReducedMotion();
  const [paused, setPaused] = useState(false);
  const [current, setCurrent] = useState(0);
  // The pictures fetched so far: the first, and each next one just before it is shown.
  const [loaded, setLoaded] = useState(1);
  const moving = images.length > 1 && !paused && !reducedMotion;

  useEffect(() => {
    if (!moving) return;
    setLoaded((count) => Math.max(count, Math.min(current + 2, images.length)));
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % images.length), SLIDE_MS);
    return () => clearTimeout(timer);
  }, [moving, current, images.length]);

  return (
    <section aria-label="Velkommen" className="relative isolate overflow-hidden bg-stone-900">
      {/* A band, not a screen (docs/screens.md): the concerts below it show on a laptop's first screen. */}
      <div className="relative h-[26rem] w-full sm:h-72">
        {images.slice(0, loaded).map((image, index) => (
          <ResponsiveImage
            key={image.id}
            src={image.url}
            alt=""
            width={1280}
            height={720}
            sizes="100vw"
            priority={index === 0}
            className={`absolute inset-0 size-full object-cover transition-opacity duration-1000 ${index === current ? 'opacity-100' : 'opacity-0'}`}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-stone-950 via-stone-950/60 to-stone-950/10" />
      </div>
      <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-8">{children}</div>
      {images.length > 1 && (
        // Hidden by CSS where nothing moves: the server cannot know, so script must not decide.
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-stone-950/70 text-white ring-1 ring-white/30 hover:bg-stone-950 motion-reduce:hidden"
          aria-label={paused ? 'Afspil billedshowet' : 'Sæt billedshowet på pause'}
        >
          {paused ? <Icon name="play" className="size-5" /> : <Icon name="pause" className="size-5" />}
        </button>
      )}
    </section>
  );
}
