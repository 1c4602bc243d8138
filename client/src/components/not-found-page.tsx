import { Link, useRouteContext } from '@tanstack/react-router';
import { siteName } from '../../../shared/site-identity';
import { useTranslator } from '../lib/i18n';

export function NotFoundPage() {
  const { t } = useTranslator();
  const name = useRouteContext({ from: '__root__', select: (context) => siteName(context.site) });
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center">
      <title>{`${t('layout.notFoundTitle')} · ${name}`}</title>
      <p className="text-8xl font-black tracking-tight text-link sm:text-9xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{t('layout.notFoundHeading')}</h1>
      <Link to="/" className="mt-6 font-semibold text-link underline underline-offset-4">
        {t('layout.notFoundHome')}
      </Link>
    </section>
  );
}
