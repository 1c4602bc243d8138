import { imageSrcSet, imageVariantUrl } from '../../../../shared/image-variants';
import { type Controller, motion } from '../../lib/controllers';
import { pickRandomOther } from '../../lib/pick-random-other';

const ROTATE_MS = 4000;

/**
 * The backdrop of /artists, run from the first load without React: one artist's picture at a time,
 * moving on to a random other artist, never the one shown (docs/product.md). An artist pointed at or
 * focused in the list (`data-backdrop-picture`) is shown and holds the rotation, as do the pause
 * button and a wish for less motion.
 */
export const artistBackdropController: Controller = (page) => {
  const frame = page.querySelector<HTMLElement>('[data-backdrop]');
  const backdrop = frame?.querySelector('img');
  const pause = page.querySelector<HTMLButtonElement>('button[data-backdrop-pause]');
  if (!frame || !backdrop || !pause) return;
  const pictures = () => [...new Set([...page.querySelectorAll<HTMLElement>('[data-backdrop-picture]')].map((link) => link.dataset.backdropPicture!))];
  let shown = frame.dataset.backdrop;
  let held: string | undefined;

  function show(picture: string | undefined) {
    if (!picture || picture === shown) return;
    shown = picture;
    backdrop!.srcset = imageSrcSet(picture) ?? '';
    backdrop!.src = imageVariantUrl(picture, 640);
    if (!rotation.reduced()) backdrop!.animate([{ opacity: 0 }, {}], { duration: 700, easing: 'ease-out' });
  }
  const rotation = motion(pause, {
    interval: ROTATE_MS,
    canMove: () => !held && pictures().length > 1,
    step: () => show(pickRandomOther(pictures(), shown)),
  });
  function hold(event: Event) {
    held = (event.target as Element).closest<HTMLElement>('[data-backdrop-picture]')?.dataset.backdropPicture;
    show(held);
    rotation.reschedule();
  }
  function release() {
    held = undefined;
    rotation.reschedule();
  }

  page.addEventListener('pointerover', hold);
  page.addEventListener('focusin', hold);
  page.addEventListener('focusout', release);
  return () => {
    rotation.stop();
    page.removeEventListener('pointerover', hold);
    page.removeEventListener('focusin', hold);
    page.removeEventListener('focusout', release);
  };
};
