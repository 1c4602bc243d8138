import { createFileRoute, Outlet } from '@tanstack/react-router';

export const Route = createFileRoute('/auth')({
  component: () => (
    <div className="mx-auto max-w-md px-4 py-10">
      <div className="theme-light rounded-2xl bg-white p-6 text-stone-900 shadow-sm ring-1 ring-stone-200 sm:p-8">
        <Outlet />
      </div>
    </div>
  ),
});
