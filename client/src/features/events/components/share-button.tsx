import { Icon } from '../../../components/icon/icon';
import { controllerRef } from '../../../lib/controllers';
import { useTranslator } from '../../../lib/i18n';
import { shareController } from '../share-controller';

const shareRef = controllerRef(shareController);

/** "Del": disabled until shareController runs, which shares the page or copies its address. */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const { t } = useTranslator();
  return (
    <span
      ref={shareRef}
      data-controller="share"
      data-title={title}
      data-url={url}
      data-copied={t('events.linkCopied')}
      data-not-copied={t('events.linkNotCopied')}
      className="contents"
    >
      <button
        type="button"
        disabled
        className="inline-flex min-h-12 items-center gap-2 rounded-full px-5 font-semibold text-white ring-1 ring-white/30 transition-colors hover:bg-white/10 disabled:opacity-50"
      >
        <Icon name="share-2" className="size-4" />
        {t('events.share')}
      </button>
      {/* The script writes its message here, perhaps before React hydrates the page: React keeps it. */}
      <span role="status" suppressHydrationWarning className="text-sm text-accent-soft">
        {''}
      </span>
    </span>
  );
}
