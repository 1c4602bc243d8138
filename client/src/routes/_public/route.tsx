import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The visitors' pages; the header they share with the rest of the site is in __root. */
export const Route = createFileRoute('/_public')({
  component: () => (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <Outlet />
    </div>
  ),
});
