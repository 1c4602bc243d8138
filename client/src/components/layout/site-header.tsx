import { Link, type LinkProps } from '@tanstack/react-router';
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

/** The association's logo and short name (docs/settings.md), then the visitors' menu. */
export function SiteHeader({ loggedIn, site }: { loggedIn: boolean; site: Settings }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-stone-950/90 text-white backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <Link to="/" className="flex items-center gap-2 py-1 text-xl font-black tracking-tight text-accent">
          {/* The name beside it says what the logo is. */}
          {site.logoUrl && <img src={site.logoUrl} alt="" width={36} height={36} className="size-9 object-contain" />}
          {siteShortName(site)}
        </Link>
        <nav aria-label="Hovedmenu" className="-mx-2 flex flex-wrap items-center">
          <NavLink to="/events">Koncerter</NavLink>
          <NavLink to="/artists">Kunstnere</NavLink>
          <NavLink to="/about">Om os</NavLink>
          {loggedIn ? <NavLink to="/admin">Admin</NavLink> : <NavLink to="/auth/login">Log ind</NavLink>}
        </nav>
      </div>
    </header>
  );
}
