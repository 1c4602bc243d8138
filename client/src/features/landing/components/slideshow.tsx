import type { ReactNode } from 'react';
import type { LandingImage } from '../../../../../shared/schemas/landing-image';
import { Icon } from '../../../components/icon/icon';
import { ResponsiveImage } from '../../../components/responsive-image';
import { controllerRef } from '../../../lib/controllers';
import { useTranslator } from '../../../lib/i18n';
import { slideshowController } from '../slideshow-controller';

const slideshowRef = controllerRef(slideshowController);

/**
 * The landing images, cross-fading about every five seconds (docs/screens.md), moved by
 * slideshowController from the first load on. The first is the page's largest picture and loads
 * first; the others wait, unfetched, until their turn comes. The pause button is disabled until its
 * script runs; it is hidden by CSS where nothing moves, since the server cannot know.
 */
export function Slideshow({ images, children }: { images: LandingImage[]; children: ReactNode }) {
  const { t } = useTranslator();
  return (
    <section ref={slideshowRef} data-controller="slideshow" aria-label={t('landing.welcome')} className="relative isolate overflow-hidden bg-stone-900">
      {/* A band, not a screen (docs/screens.md): the concerts below it show on a laptop's first screen. */}
      <div data-slides className="relative h-[26rem] w-full sm:h-72">
        {images.map((image, index) => (
          <ResponsiveImage
            key={image.id}
            src={image.url}
            alt=""
            width={1280}
            height={720}
            sizes="100vw"
            priority={index === 0}
            deferred={index > 0}
            className="absolute inset-0 size-full object-cover transition-opacity duration-1000"
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-stone-950 via-stone-950/60 to-stone-950/10" />
      </div>
      <div className="absolute inset-x-0 bottom-0 mx-auto max-w-6xl px-4 pb-8">{children}</div>
      {images.length > 1 && (
        <button
          type="button"
          data-slideshow-pause
          disabled
          aria-pressed={false}
          aria-label={t('landing.pauseSlideshow')}
          className="group absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-full bg-stone-950/70 text-white ring-1 ring-white/30 hover:bg-stone-950 disabled:opacity-50 motion-reduce:hidden"
        >
          <Icon name="pause" className="size-5 group-aria-pressed:hidden" />
          <Icon name="play" className="hidden size-5 group-aria-pressed:block" />
        </button>
      )}
    </section>
  );
}
