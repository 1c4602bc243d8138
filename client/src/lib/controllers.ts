/**
 * What a public page does in the browser before React has hydrated it, and after: a controller is a
 * few lines of plain script bound to one element of the server's HTML (`data-controller="name"`). A
 * visitor's first load runs only these (entry-client.tsx); React arrives when they reach for a link.
 *
 * A controller owns what it changes, so it changes only what React never renders itself: attributes
 * no component sets (`data-shown`, `aria-pressed` after the first render) and elements' properties.
 * Hydration then finds the server's HTML as it rendered it, and React's own ref attaches the same
 * controller to elements it renders later (client-side navigation), once per element.
 */
export type Controller = (element: HTMLElement) => (() => void) | void;

const running = new WeakMap<Element, () => void>();

/** Starts `controller` on `element` unless it runs there already; the answer stops it. */
export function attach(element: HTMLElement, controller: Controller): () => void {
  if (!running.has(element)) running.set(element, controller(element) ?? (() => {}));
  return () => {
    running.get(element)?.();
    running.delete(element);
  };
}

/** Every `[data-controller]` below `root` whose controller is known, started once each. */
export function attachAll(root: ParentNode, controllers: Readonly<Record<string, Controller>>): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-controller]')) {
    const controller = controllers[element.dataset.controller!];
    if (controller) attach(element, controller);
  }
}

/**
 * A React ref that runs `controller` on its element while it is mounted. Make it once per controller
 * (at module level): a new function at every render would stop and start it each time.
 */
export function controllerRef(controller: Controller): (element: HTMLElement | null) => (() => void) | undefined {
  return (element) => (element ? attach(element, controller) : undefined);
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type Motion = {
  /** Starts the wait for the next step afresh (after anything that changes `canMove`). */
  reschedule(): void;
  /** Whether the visitor asked for less motion. */
  reduced(): boolean;
  stop(): void;
};

/**
 * Something that moves by itself, a step every `interval` ms (a slideshow), with its pause button: a
 * toggle (`aria-pressed`) that works from the moment this runs (WCAG 2.2.2). Nothing moves for visitors
 * who asked for less motion (WCAG 2.3.3), nor while `canMove` says no; `prepare` runs as each wait begins.
 */
export function motion(
  pause: HTMLButtonElement,
  { interval, step, canMove = () => true, prepare }: { interval: number; step: () => void; canMove?: () => boolean; prepare?: () => void },
): Motion {
  let paused = pause.getAttribute('aria-pressed') === 'true';
  let reduced = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  function reschedule() {
    clearTimeout(timer);
    if (paused || reduced || !canMove()) return;
    prepare?.();
    timer = setTimeout(() => {
      step();
      reschedule();
    }, interval);
  }
  function togglePause() {
    paused = !paused;
    pause.setAttribute('aria-pressed', String(paused));
    reschedule();
  }
  const media = window.matchMedia(REDUCED_MOTION);
  function onMediaChange() {
    reduced = media.matches;
    reschedule();
  }
  pause.addEventListener('click', togglePause);
  media.addEventListener('change', onMediaChange);
  pause.disabled = false;
  onMediaChange();
  return {
    reschedule,
    reduced: () => reduced,
    stop() {
      clearTimeout(timer);
      pause.removeEventListener('click', togglePause);
      media.removeEventListener('change', onMediaChange);
    },
  };
}
