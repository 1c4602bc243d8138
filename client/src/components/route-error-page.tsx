import type { ErrorComponentProps } from '@tanstack/react-router';
import { httpStatusOf } from '../lib/api-error';
import { useTranslator } from '../lib/i18n';
import { NotFoundPage } from './not-found-page';

/** docs/rendering.md: a 404 from the server is the not-found page; anything else shows its status and message. */
export function RouteErrorPage({ error }: Pick<ErrorComponentProps, 'error'>) {
  const { t } = useTranslator();
  const status = httpStatusOf(error) ?? 500;
  if (status === 404) return <NotFoundPage />;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
      <p className="text-6xl font-black text-link">{status}</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('layout.errorHeading')}</h1>
      <p className="mt-2 text-ink-muted">{error instanceof Error ? error.message : String(error)}</p>
    </section>
  );
}
