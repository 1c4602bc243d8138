import { Link, type LinkProps } from '@tanstack/react-router';
import { trpc } from '../../lib/trpc';

const linkClass =
  'rounded-md px-3 py-2 text-sm font-medium text-stone-200 hover:bg-stone-800 hover:text-white focus-visible:outline-2 focus-visible:outline-amber-400 aria-[current=page]:text-amber-300';

function NavLink({ to, children }: { to: LinkProps['to']; children: string }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}

export function SiteHeader() {
  // Filled by the server's render (a 401 for visitors, kept as such: asking again would only
  // repeat it); logging in or out resets it.
  const session = trpc.auth.session.useQuery(undefined, { retryOnMount: false, refetchOnWindowFocus: false });
  return (
    <header className="bg-stone-900 text-white">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-x-6 gap-y-2 px-4 py-3">
        <Link to="/" className="text-xl font-black tracking-tight text-amber-400 focus-visible:outline-2 focus-visible:outline-amber-400">
          Spillested
        </Link>
        <nav aria-label="Hovedmenu" className="-mx-3 flex flex-wrap items-center">
          <NavLink to="/events">Koncerter</NavLink>
          <NavLink to="/artists">Kunstnere</NavLink>
          <NavLink to="/about">Om os</NavLink>
          {session.isSuccess ? (
            <NavLink to="/admin">Admin</NavLink>
          ) : (
            // Hidden until the session is known, so "Log ind" never flickers into "Admin".
            <span className={session.isPending ? 'invisible' : undefined}>
              <NavLink to="/auth/login">Log ind</NavLink>
            </span>
          )}
        </nav>
      </div>
    </header>
  );
}
