import { Icon } from '../../../components/icon/icon';
import { controllerRef } from '../../../lib/controllers';
import { useTranslator } from '../../../lib/i18n';
import { spotifyEmbedUrl } from '../spotify-embed';
import { spotifyPreviewController } from '../spotify-preview-controller';

const previewRef = controllerRef(spotifyPreviewController);

/**
 * "Lyt til en smagsprøve": nothing from Spotify is requested before the click (docs/rendering.md). The
 * frame waits without an address; spotifyPreviewController gives it one. Without scripts the link
 * opens the preview at Spotify.
 */
export function SpotifyPreview({ previewUrl, artistName }: { previewUrl: string; artistName: string }) {
  const { t } = useTranslator();
  const embed = spotifyEmbedUrl(previewUrl);
  if (!embed) return null;
  return (
    <div ref={previewRef} data-controller="spotify-preview" className="w-full max-w-xl">
      <a
        href={previewUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-12 items-center gap-2 rounded-full bg-emerald-400 px-6 font-bold text-stone-950 transition-colors hover:bg-emerald-300"
      >
        <Icon name="headphones" className="size-5" />
        {t('artists.listen')}
      </a>
      <iframe
        hidden
        data-src={embed}
        title={t('artists.previewTitle', { name: artistName })}
        width="100%"
        height="152"
        allow="encrypted-media; clipboard-write"
        className="rounded-xl border-0"
      />
    </div>
  );
}
