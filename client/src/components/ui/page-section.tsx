import type { ReactNode } from 'react';

/** One titled part of a page of settings ("Min profil"), set off by a rule. */
export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-10 border-t border-stone-200 pt-6">
      <h2 className="mb-4 text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}
