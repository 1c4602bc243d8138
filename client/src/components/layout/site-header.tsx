import { Link, type LinkProps, useRouterState } from '@tanstack/react-router';
import { hasEnglish, type Locale, LOCALE_TAGS } from '../../../../shared/i18n';
import { controllerRef } from '../../lib/controllers';
import { languageSuggestionController } from './language-suggestion-controller';
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
function useOtherLanguage() {
  const { locale } = useTranslator();
  const here = useRouterState({ select: (state) => state.location.href });
  const other: Locale = locale === 'da' ? 'en' : 'da';
  return hasEnglish(here) ? { other, href: `/sprog?til=${other}&side=${encodeURIComponent(here)}` } : undefined;
}

function LanguageSwitch() {
  const { t } = useTranslator();
  const switching = useOtherLanguage();
  if (!switching) return null;
  const { other, href } = switching;
  return (
    <a
      href={href}
      hrefLang={LOCALE_TAGS[other].lang}
      lang={LOCALE_TAGS[other].lang}
      aria-label={t('language.switchLabel')}
      className={`${linkClass} order-2 -mr-3 sm:order-3 sm:mr-0`}
    >
      {t('language.switch')}
    </a>
  );
}

const suggestionRef = controllerRef(languageSuggestionController);

/**
 * "This page is also in English", for a reader whose browser reads English first (and the same in
 * Danish on an English page): hidden until the controller sees the browser's languages.
 */
function LanguageSuggestion() {
  const { t } = useTranslator();
  const switching = useOtherLanguage();
  if (!switching) return null;
  return (
    <aside ref={suggestionRef} aria-label={t('language.suggestionLink')} data-controller="language-suggestion" lang={LOCALE_TAGS[switching.other].lang} className="language-suggestion bg-stone-900 px-4 py-2 text-center text-sm text-stone-200">
      {t('language.suggestion')}{' '}
      <a href={switching.href} className="font-semibold text-accent-soft underline">
        {t('language.suggestionLink')}
      </a>
    </aside>
  );
}

/** The association's logo and short name (docs/settings.md), then the visitors' menu and the language switch. */
export function SiteHeader({ loggedIn, site }: { loggedIn: boolean; site: Settings }) {
  const { t } = useTranslator();
  return (
    <>
    {/* Above the sticky header, not in it: it scrolls away, and the header keeps its height. */}
    <LanguageSuggestion />
    <header className="sticky top-0 z-40 border-b border-white/10 bg-stone-950/90 text-white backdrop-blur">
      {/* On a phone the logo and the language switch share the first row, the menu the second; one row from 40rem. */}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-1 px-4 py-2">
        <Link to="/" className="mr-auto flex items-center gap-2 py-1 text-xl font-black tracking-tight text-accent">
          {/* The name beside it says what the logo is. */}
          {site.logoUrl && <img src={site.logoUrl} alt="" width={36} height={36} className="size-9 object-contain" />}
          {siteShortName(site)}
        </Link>
        <nav aria-label={t('nav.main')} className="order-3 -mx-2 flex w-full flex-wrap items-center sm:order-2 sm:w-auto">
          <NavLink to="/events">{t('nav.events')}</NavLink>
          <NavLink to="/artists">{t('nav.artists')}</NavLink>
          <NavLink to="/about">{t('nav.about')}</NavLink>
          {loggedIn ? <NavLink to="/admin">{t('nav.admin')}</NavLink> : <NavLink to="/auth/login">{t('nav.login')}</NavLink>}
        </nav>
        <LanguageSwitch />
      </div>
    </header>
    </>
  );
}
