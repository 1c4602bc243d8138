import { useTranslator } from '../lib/i18n';

/** Shown by the router when a page's data takes more than a second to arrive. */
export function PendingPage() {
  const { t } = useTranslator();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-ink-muted">
      <span aria-hidden="true" className="size-5 animate-spin rounded-full border-2 border-stone-300 border-t-accent-strong" />
      {t('layout.loading')}
    </div>
  );
}
