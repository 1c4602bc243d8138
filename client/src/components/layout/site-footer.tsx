import { Link } from '@tanstack/react-router';
import { Icon } from '../icon/icon';

const footerLink = 'inline-flex min-h-11 items-center gap-2 text-stone-200 underline-offset-4 hover:text-amber-300 hover:underline';

/** On every page: who we are, the calendar to subscribe to, the API for other sites, and what we keep about members. */
export function SiteFooter() {
  return (
    <footer className="mt-16 border-t border-white/10 bg-stone-950 text-sm text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3">
        <div>
          <p className="text-lg font-black text-amber-400">Spillested</p>
          <p className="mt-2">En musikforening drevet af frivillige.</p>
          <Link to="/about" className={footerLink}>
            Om foreningen
          </Link>
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
            altid hente eller slette deres data.
          </p>
        </div>
      </div>
    </footer>
  );
}
