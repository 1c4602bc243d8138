import { Link, type LinkProps } from '@tanstack/react-router';

const linkClass =
  'rounded-full px-3 py-2 text-sm font-semibold text-stone-200 transition-colors hover:bg-white/10 hover:text-white aria-[current=page]:text-amber-300';

function NavLink({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function SiteHeader({ loggedIn }: { loggedIn: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-stone-950/90 text-white backdrop-blur">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2">
        <Link to="/" className="py-1 text-xl font-black tracking-tight text-amber-400">
          Spillested
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
