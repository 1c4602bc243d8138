import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../../shared/schemas/settings';
import { siteAddress, siteName } from '../../../../shared/site-identity';
import { translated } from '../../../../shared/translations';
import { useLocalisedPath, useTranslator } from '../../lib/i18n';
import { Icon } from '../icon/icon';
import { SocialLinks } from '../social-links';
import { Translated } from '../translated';

const footerLink = 'inline-flex min-h-11 items-center gap-2 text-stone-200 underline-offset-4 hover:text-accent-soft hover:underline';

/** How to reach the association, as far as its settings say: address, e-mail, phone and CVR number. */
function Contact({ site }: { site: Settings }) {
  const address = siteAddress(site);
  if (!address && !site.email && !site.phone && !site.cvr) return null;
  return (
    <address className="mt-3 space-y-0.5 not-italic">
      {address && <p>{address}</p>}
      {site.email && (
        <p>
          <a href={`mailto:${site.email}`} className={footerLink}>
            {site.email}
          </a>
        </p>
      )}
      {site.phone && (
        <p>
          <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={footerLink}>
            {site.phone}
          </a>
        </p>
      )}
      {site.cvr && <p>{`CVR ${site.cvr}`}</p>}
    </address>
  );
}

/**
 * On every page: who we are and how to reach us (the association's settings, docs/settings.md), the
 * calendar to subscribe to, the API for other sites, and what we keep about members. The feeds are
 * the page's language's (/en/rss.xml); the API's documentation is one, in Danish.
 */
export function SiteFooter({ site }: { site: Settings }) {
  const { t, locale } = useTranslator();
  const localised = useLocalisedPath();
  return (
    <footer className="mt-16 border-t border-white/10 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-black text-accent">{siteName(site)}</p>
          <p className="mt-2">{site.tagline ? <Translated value={translated(site, 'tagline', locale)} /> : t('layout.tagline')}</p>
          <Contact site={site} />
          <div className="flex flex-col items-start">
            <Link to="/about" className={footerLink}>
              {t('layout.aboutAssociation')}
            </Link>
            <Link to="/spil-hos-os" className={footerLink}>
              {t('layout.playHere')}
            </Link>
          </div>
          {site.socials.length > 0 && (
            <div className="mt-3">
              <SocialLinks urls={site.socials} />
            </div>
          )}
        </div>
        <ul aria-label={t('layout.followProgramme')} className="space-y-1">
          <li>
            <a href={localised('/kalender.ics')} className={footerLink}>
              <Icon name="calendar-days" className="size-4" />
              {t('layout.subscribeCalendar')}
            </a>
          </li>
          <li>
            <a href={localised('/rss.xml')} className={footerLink}>
              <Icon name="rss" className="size-4" />
              {t('layout.rss')}
            </a>
          </li>
          <li>
            <a href="/api/docs" className={footerLink}>
              <Icon name="code" className="size-4" />
              {t('layout.api')}
            </a>
          </li>
        </ul>
        <div>
          <p className="font-semibold text-white">{t('layout.privacy')}</p>
          <p className="mt-2">{t('layout.privacyText')}</p>
          {site.footer && (
            <p className="mt-4 whitespace-pre-line">
              <Translated value={translated(site, 'footer', locale)} />
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}
