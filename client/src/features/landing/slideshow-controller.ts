import { type Controller, motion } from '../../lib/controllers';
import { loadDeferredImage } from '../../lib/deferred-image';

const SLIDE_MS = 5000;

/**
 * The landing images' cross-fade, about every five seconds (docs/screens.md), running from the
 * first load without React. The picture shown carries `data-shown` (styles.css fades it in); the
 * next one is fetched as the wait for it begins.
 */
export const slideshowController: Controller = (section) => {
  const slides = [...section.querySelectorAll<HTMLImageElement>('[data-slides] > img')];
  const pause = section.querySelector<HTMLButtonElement>('button[data-slideshow-pause]');
  if (slides.length < 2 || !pause) return;
  let current = 0;
  const next = () => (current + 1) % slides.length;
  const slideshow = motion(pause, {
    interval: SLIDE_MS,
    prepare: () => loadDeferredImage(slides[next()]!),
    step() {
      section.dataset.started = '';
      slides[current]!.removeAttribute('data-shown');
      current = next();
      slides[current]!.setAttribute('data-shown', '');
    },
  });
  return slideshow.stop;
};
