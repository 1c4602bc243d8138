import { createFileRoute, Outlet } from '@tanstack/react-router';

/** The visitors' pages; each sets its own width, so the landing slideshow can go edge to edge. */
export const Route = createFileRoute('/_public')({
  component: Outlet,
});
