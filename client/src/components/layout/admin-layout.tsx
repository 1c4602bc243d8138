import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

const sections: { to: LinkProps['to']; label: string }[] = [
  { to: '/admin/events', label: 'Events' },
  { to: '/admin/artists', label: 'Kunstnere' },
  { to: '/admin/venues', label: 'Spillesteder' },
  { to: '/admin/members', label: 'Medlemmer' },
  { to: '/admin/content', label: 'Indhold' },
];

/** The admin sub-navigation under the site header; `actions` holds the log-out button. */
export function AdminLayout({ actions, children }: { actions: ReactNode; children: ReactNode }) {
  // The admin area is light and calm for long sessions of typing (UI.md).
  return (
    <div className="theme-light min-h-[70vh] bg-stone-50 text-stone-900">
      <div className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <nav aria-label="Administration" className="-mx-2 flex flex-wrap gap-1">
            {sections.map((section) => (
              <Link
                key={section.label}
                to={section.to}
                className="whitespace-nowrap rounded-md px-2 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-amber-500 aria-[current=page]:bg-amber-100 aria-[current=page]:text-stone-950"
              >
                {section.label}
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
