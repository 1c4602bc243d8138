import { Link, type LinkProps, useRouterState } from '@tanstack/react-router';
import { hasEnglish, LOCALE_TAGS } from '../../../../shared/i18n';
import { useTranslator } from '../../lib/i18n';
import type { Settings } from '../../../../shared/schemas/settings';
import { siteShortName } from '../../../../shared/site-identity';

const linkClass =
  'rounded-full px-3 py-2 text-sm font-semibold text-stone-200 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-accent-soft';

function NavLink({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

/**
 * "English" on a Danish page, "Dansk" on an English one: the same page, its filters kept, in the other
 * language; a plain link through the server, which remembers the choice (server/http/language-choice.ts).
 * The admin area and logging in are Danish only, so there it is not offered.
 */
function LanguageSwitch() {
  const { t, locale } = useTranslator();
  const here = useRouterState({ select: (state) => state.location.href });
  if (!hasEnglish(here)) return null;
  const other = locale === 'da' ? 'en' : 'da';
  return (
    <a
      href={`/sprog?til=${other}&side=${encodeURIComponent(here)}`}
      hrefLang={LOCALE_TAGS[other].lang}
      lang={LOCALE_TAGS[other].lang}
      aria-label={t('language.switchLabel')}
      className={linkClass}
    >
      {t('language.switch')}
    </a>
  );
}

/** The association's logo and short name (docs/settings.md), then the visitors' menu and the language switch. */
export function SiteHeader({ loggedIn, site }: { loggedIn: boolean; site: Settings }) {
  const { t } = useTranslator();
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-stone-950/90 text-white backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 py-1 text-xl font-black tracking-tight text-accent">
          {/* The name beside it says what the logo is. */}
          {site.logoUrl && <img src={site.logoUrl} alt="" width={36} height={36} className="size-9 object-contain" />}
          {siteShortName(site)}
        </Link>
        <nav aria-label={t('nav.main')} className="-mx-2 flex flex-wrap items-center">
          <NavLink to="/events">{t('nav.events')}</NavLink>
          <NavLink to="/artists">{t('nav.artists')}</NavLink>
          <NavLink to="/about">{t('nav.about')}</NavLink>
          {loggedIn ? <NavLink to="/admin">{t('nav.admin')}</NavLink> : <NavLink to="/auth/login">{t('nav.login')}</NavLink>}
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  );
}
