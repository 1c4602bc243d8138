import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Permission } from '../../../../shared/constants';
import type { Member } from '../../../../shared/schemas/member';
import { hasPermission } from '../../lib/permissions';
import { trpc } from '../../lib/trpc';

/** `permission`: shown only to those who may use the screen; the others are for every active member to read. */
const sections: { to: LinkProps['to']; label: string; permission?: Permission }[] = [
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/artists', label: 'Kunstnere' },
  { to: '/admin/venues', label: 'Spillesteder' },
  { to: '/admin/genres', label: 'Genrer', permission: 'manageArtists' },
  { to: '/admin/members', label: 'Medlemmer' },
  { to: '/admin/content', label: 'Indhold' },
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

/** The admin sub-navigation under the site header; `actions` holds the log-out button. */
export function AdminLayout({ member, actions, children }: { member: Member; actions: ReactNode; children: ReactNode }) {
  const canApprove = hasPermission(member, 'manageMembers');
  const shown = sections.filter((section) => !section.permission || hasPermission(member, section.permission));
  // The admin area is light and calm for long sessions of typing (docs/screens.md).
  return (
    <div className="theme-light min-h-[70vh] bg-stone-50 text-stone-900">
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <nav aria-label="Administration" className="-mx-2 flex flex-wrap gap-1">
            {shown.map((section) => (
              <Link
                key={section.label}
                to={section.to}
                className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-500 aria-[current=page]:bg-amber-100 aria-[current=page]:text-stone-950"
              >
                {section.label}
                {section.to === '/admin/members' && canApprove && <WaitingMembersBadge />}
              </Link>
            ))}
          </nav>
          {actions}
        </div>
      </div>
      <div className="mx-auto max-w-5xl px-4 py-8">{children}</div>
    </div>
  );
}
