import { Link, type LinkProps, useHydrated } from '@tanstack/react-router';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import type { Permission } from '../../../../shared/constants';
import type { Member } from '../../../../shared/schemas/member';
import { hasPermission, managesAnything } from '../../lib/permissions';
import { trpc } from '../../lib/trpc';
import { Icon } from '../icon/icon';

/** `permission`: shown only to those who may use the screen; the others are for every active member to read. */
const sections: { to: LinkProps['to']; label: string; permission?: Permission }[] = [
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/artists', label: 'Kunstnere' },
  { to: '/admin/venues', label: 'Spillesteder' },
  { to: '/admin/ansoegninger', label: 'Ansøgninger', permission: 'reviewApplications' },
  { to: '/admin/booking', label: 'Booking', permission: 'reviewApplications' },
  { to: '/admin/vagter', label: 'Vagter' },
  { to: '/admin/hold', label: 'Hold' },
  { to: '/admin/genres', label: 'Genrer', permission: 'manageArtists' },
  { to: '/admin/members', label: 'Medlemmer' },
  { to: '/admin/api-tokens', label: 'API-nøgler', permission: 'manageApiTokens' },
  { to: '/admin/content', label: 'Indhold' },
  { to: '/admin/subscribers', label: 'Følgere', permission: 'reachAudience' },
  { to: '/admin/webhooks', label: 'Webhooks', permission: 'manageWebhooks' },
  { to: '/admin/embed', label: 'Indlejr programmet' },
  { to: '/admin/settings', label: 'Indstillinger', permission: 'manageSettings' },
  { to: '/admin/profile', label: 'Min profil' },
];

/** A volunteer's own menu: a member who manages nothing sees their shifts and crews, not an admin with nothing to do (issue 47). */
const memberSections: typeof sections = [
  { to: '/admin/vagter/mine', label: 'Mine vagter' },
  { to: '/admin/vagter', label: 'Ledige vagter' },
  { to: '/admin/hold/mine', label: 'Mine hold' },
  { to: '/admin/profile', label: 'Min profil' },
];

const waitingMembersInput = { per_page: 1, filter: 'active=false' };

/** How many members wait for approval, beside "Medlemmer" for those who may approve (docs/screens.md). */
function WaitingMembersBadge() {
  const { data } = trpc.members.list.useQuery(waitingMembersInput);
  const count = data?.totalCount ?? 0;
  if (!count) return null;
  return (
    <>
      <span aria-hidden className="ml-1.5 rounded-full bg-red-700 px-1.5 py-0.5 text-xs font-bold text-white">
        {count}
      </span>
      <span className="sr-only">({count} venter på godkendelse)</span>
    </>
  );
}

/**
 * The admin menu (docs/screens.md "Navigation"). On a phone it is one bar with "Menu" that stays at the
 * top while the page scrolls (the site header scrolls away there, styles.css) and opens the list over
 * the page; from the md width it is a column beside the page, with room for however many screens come.
 * `actions` holds the log-out button, at the end of the list.
 */
export function AdminLayout({ member, actions, children }: { member: Member; actions: ReactNode; children: ReactNode }) {
  const canApprove = hasPermission(member, 'manageMembers');
  const volunteer = !managesAnything(member);
  const shown = volunteer ? memberSections : sections.filter((section) => !section.permission || hasPermission(member, section.permission));
  const [menuOpen, setMenuOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    setMenuOpen(false);
    menuButton.current?.focus();
  };
  // The admin area is light and calm for long sessions of typing (docs/screens.md).
  return (
    <div className="admin-area theme-light min-h-[70vh] bg-stone-50 text-stone-900">
      <div className="mx-auto max-w-6xl md:flex md:gap-8 md:px-4">
        <div
          onKeyDown={closeOnEscape}
          className="sticky top-0 z-30 border-b border-stone-200 bg-white md:top-[var(--site-header-height)] md:w-48 md:shrink-0 md:self-start md:border-0 md:bg-transparent md:py-8"
        >
          <div className="px-2 py-0.5 md:hidden">
            <button
              ref={menuButton}
              type="button"
              aria-expanded={menuOpen}
              aria-controls={menuId}
              // The menu opens by script: until React has hydrated the page, the button says it cannot yet.
              disabled={!hydrated}
              onClick={() => setMenuOpen(!menuOpen)}
              className="inline-flex min-h-11 items-center gap-2 rounded-md px-3 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent-strong disabled:opacity-50"
            >
              <Icon name={menuOpen ? 'x' : 'menu'} className="size-5" />
              Menu
            </button>
          </div>
          <nav
            id={menuId}
            aria-label={volunteer ? 'Medlemsmenu' : 'Administration'}
            className={`${menuOpen ? 'block' : 'hidden'} absolute inset-x-0 top-full max-h-[calc(100dvh-3rem)] overflow-y-auto border-b border-stone-200 bg-white p-2 shadow-lg md:static md:block md:max-h-none md:border-0 md:bg-transparent md:p-0 md:shadow-none`}
          >
            <ul className="space-y-1">
              {shown.map((section) => (
                <li key={section.label}>
                  <Link
                    to={section.to}
                    onClick={() => setMenuOpen(false)}
                    className="flex min-h-11 items-center rounded-md px-3 font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-accent-strong aria-[current=page]:bg-accent-tint aria-[current=page]:text-stone-950 md:text-sm"
                  >
                    {section.label}
                    {section.to === '/admin/members' && canApprove && <WaitingMembersBadge />}
                  </Link>
                </li>
              ))}
            </ul>
            <div className="mt-2 border-t border-stone-200 px-1 pt-3">{actions}</div>
          </nav>
        </div>
        <div className="min-w-0 flex-1 px-4 pt-2 pb-8 md:px-0 md:py-8">{children}</div>
      </div>
    </div>
  );
}
