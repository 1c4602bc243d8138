import { SocialIcon } from './social-icon';
import { useTranslator } from '../lib/i18n';
import { socialLink } from '../lib/social-kind';

const ON_DARK = 'bg-white/10 transition-colors hover:bg-white/20';

/**
 * Links elsewhere (an artist's, the association's, an act's), each with the icon of its host and its
 * name for screen readers. `tone` is the pill's colour against its page (the admin's is light);
 * `label` names the list and `announceNewTab` says to screen readers where a link opens.
 */
export function SocialLinks({ urls, tone = ON_DARK, label, announceNewTab = false }: { urls: string[]; tone?: string; label?: string; announceNewTab?: boolean }) {
  const { t } = useTranslator();
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {urls.map(socialLink).map((link) => (
        <li key={link.url}>
          <a
            href={link.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold text-white ${tone}`}
          >
            <SocialIcon kind={link.kind} />
            {link.label}
            {announceNewTab && <span className="sr-only">{t('layout.opensInNewTab')}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
