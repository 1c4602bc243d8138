import { createFileRoute, redirect } from '@tanstack/react-router';
import { ShiftHoursPage } from '../../../features/volunteer-shifts/components/shift-hours-page';
import { pageHead } from '../../../lib/page-head';
import { hasPermission } from '../../../lib/permissions';

/** ?season=2026: the season beginning that year; anything else is the current one. */
const seasonOf = (value: unknown) => (Number.isInteger(value) && (value as number) >= 2000 && (value as number) <= 2100 ? (value as number) : undefined);

export const Route = createFileRoute('/admin/vagter/timer')({
  head: pageHead('Timer – admin'),
  validateSearch: (search: Record<string, unknown>): { season?: number } => {
    const season = seasonOf(search.season);
    return season === undefined ? {} : { season };
  },
  loaderDeps: ({ search }) => ({ season: search.season }),
  // The coordinators' view; the server refuses anyone else the data anyway.
  beforeLoad: ({ context }) => {
    if (!hasPermission(context.member, 'manageShifts')) throw redirect({ to: '/admin/vagter' });
  },
  loader: async ({ context, deps }) => {
    await context.trpc.shifts.hours.ensureData({ season: deps.season });
  },
  component: function ShiftHoursRoute() {
    const { season } = Route.useSearch();
    return <ShiftHoursPage season={season} />;
  },
});
