import { artistBackdropController } from './features/artists/artist-backdrop-controller';
import { spotifyPreviewController } from './features/artists/spotify-preview-controller';
import { shareController } from './features/events/share-controller';
import { slideshowController } from './features/landing/slideshow-controller';
import { languageSuggestionController } from './components/layout/language-suggestion-controller';
import type { AppStart } from './lib/app-start';
import { attachAll } from './lib/controllers';
import './styles.css';

/**
 * The one script every page loads first, a few kilobytes: the controllers that make the visitors'
 * pages move and answer before React is there, and the start of React itself. A visitor's page
 * starts it when they reach for something with a mouse or the keyboard (the router then preloads on
 * intent, as docs/product.md asks); until then a tap on a link is a plain page load, answered from the
 * page cache. Admin and log-in pages start it at once. React and the router weigh about 100 kB gzip, so
 * a first visit on a phone downloads and runs none of that (npm run bench:size).
 */
attachAll(document, {
  slideshow: slideshowController,
  'artist-backdrop': artistBackdropController,
  'spotify-preview': spotifyPreviewController,
  share: shareController,
  'language-suggestion': languageSuggestionController,
});

const REACHABLE = 'a[href], button, input, select, textarea, summary, label';
const INTENT = ['pointerover', 'focusin'] as const;

let started = false;
function startApp() {
  if (started) return;
  started = true;
  for (const type of INTENT) document.removeEventListener(type, onIntent, true);
  void import('./hydrate-app').then(({ hydrateApp }) => hydrateApp());
}

function onIntent(event: Event) {
  // A touch is followed at once by its click: a page load is quicker than starting React first.
  if (event instanceof PointerEvent && event.pointerType === 'touch') return;
  if (event.target instanceof Element && event.target.closest(REACHABLE)) startApp();
}

if ((document.documentElement.dataset.start as AppStart | undefined) === 'on-intent') {
  for (const type of INTENT) document.addEventListener(type, onIntent, { capture: true, passive: true });
} else {
  startApp();
}
