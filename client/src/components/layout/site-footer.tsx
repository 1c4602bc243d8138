import { Link } from '@tanstack/react-router';
import type { Settings } from '../../../../shared/schemas/settings';
import { siteAddress, siteName } from '../../../../shared/site-identity';
import { Icon } from '../icon/icon';
import { SocialLinks } from '../social-links';

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
 * calendar to subscribe to, the API for other sites, and what we keep about members.
 */
export function SiteFooter({ site }: { site: Settings }) {
  return (
    <footer className="mt-16 border-t border-white/10 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-black text-accent">{siteName(site)}</p>
          <p className="mt-2">{site.tagline ?? 'En musikforening drevet af frivillige.'}</p>
          <Contact site={site} />
          <div className="flex flex-col items-start">
            <Link to="/about" className={footerLink}>
              Om foreningen
            </Link>
            <Link to="/spil-hos-os" className={footerLink}>
              Spil hos os
            </Link>
          </div>
          {site.socials.length > 0 && (
            <div className="mt-3">
              <SocialLinks urls={site.socials} />
            </div>
          )}
        </div>
        <ul aria-label="Følg programmet" className="space-y-1">
          <li>
            <a href="/kalender.ics" className={footerLink}>
              <Icon name="calendar-days" className="size-4" />
              Abonnér på kalenderen
            </a>
          </li>
          <li>
            <a href="/rss.xml" className={footerLink}>
              <Icon name="rss" className="size-4" />
              Kommende koncerter som RSS
            </a>
          </li>
          <li>
            <a href="/api/docs" className={footerLink}>
              <Icon name="code" className="size-4" />
              API til udviklere
            </a>
          </li>
        </ul>
        <div>
          <p className="font-semibold text-white">Privatliv</p>
          <p className="mt-2">
            Vi gemmer kun det, foreningen skal bruge om sine medlemmer. Medlemmer vises kun her på siden, hvis de selv har sagt ja, og kan
            altid hente eller slette deres data. Navne og adresser på reservationer og gæstelister slettes 30 dage efter aftenen.
          </p>
          {site.footer && <p className="mt-4 whitespace-pre-line">{site.footer}</p>}
        </div>
      </div>
    </footer>
  );
}
