import { Icon } from '../../../components/icon/icon';
import { ResponsiveImage } from '../../../components/responsive-image';
import { useTranslator } from '../../../lib/i18n';

/**
 * The backdrop of /artists as the server renders it: the first picture, there at once (a fade as the
 * page loads drew some forty frames a phone had to paint while loading). artistBackdropController
 * moves it on, with a fade, and shows the artist pointed at in the list.
 */
export function ArtistBackdrop({ picture }: { picture: string | undefined }) {
  return (
    <div data-backdrop={picture ?? ''} aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      {picture && (
        <ResponsiveImage
          src={picture}
          alt=""
          width={1280}
          height={720}
          sizes="100vw"
          priority
          className="size-full object-cover opacity-60"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-stone-950/60 via-stone-950/80 to-stone-950" />
    </div>
  );
}

/**
 * Holds the backdrop still (WCAG 2.2.2). Disabled until its script runs; hidden by CSS, not by script,
 * where nothing moves: the server cannot know, and the layout must not jump.
 */
export function BackdropPauseButton() {
  const { t } = useTranslator();
  return (
    <button
      type="button"
      data-backdrop-pause
      disabled
      aria-pressed={false}
      className="group inline-flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold text-white ring-1 ring-white/30 hover:bg-white/10 disabled:opacity-50 motion-reduce:hidden"
    >
      <Icon name="pause" className="size-4 group-aria-pressed:hidden" />
      <Icon name="play" className="hidden size-4 group-aria-pressed:block" />
      {t('artists.pauseBackdrop')}
    </button>
  );
}
