import type { ReactNode } from 'react';
import { PageHeading } from './ui/page-heading';

/** Pages whose real content arrives with a later issue. */
export function PlaceholderPage({ title, children = 'Programmet kommer snart' }: { title: string; children?: ReactNode }) {
  return (
    <>
      <PageHeading title={title} />
      <p className="text-lg text-stone-600">{children}</p>
    </>
  );
}
