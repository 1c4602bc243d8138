import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MyShifts, ShiftWithEvent } from '../../../../../shared/schemas/shift';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { MyShiftsPage } from './my-shifts-page';
import { testShift } from './test-shift';

const night = { id: 1, title: 'Quiz', from: '2026-06-12T18:00:00.000Z', to: '2026-06-12T21:00:00.000Z', venueName: 'Huset', isPublic: true, status: 'scheduled' as const };
const shift = (changes: Parameters<typeof testShift>[0]): ShiftWithEvent => ({ ...testShift(changes), event: night });

const myShifts = (mine: ShiftWithEvent[], open: ShiftWithEvent[]): MyShifts => ({
  mine,
  open,
  swaps: [],
  standby: [],
  season: { year: 2026, name: '2026', from: '2026-01-01T00:00:00.000Z', to: '2027-01-01T00:00:00.000Z', hours: 0, shifts: 0, noShows: 0, perks: [] },
});

describe('MyShiftsPage', () => {
  it('opens door mode from the volunteer’s own door shift, and from no one else’s', async () => {
    renderAdminScreen(<MyShiftsPage viewerId={9} />, {
      'shifts.mine': myShifts([shift({ id: 3, role: 'Dør', door: true, mine: true })], [shift({ id: 4, role: 'Dør 2', door: true, mine: false })]),
    });
    const next = await screen.findByRole('region', { name: 'Din næste vagt' });
    const door = within(next).getByRole('link', { name: 'Åbn døren' });
    expect(door.getAttribute('href')).toBe('/admin/doer/1');
    expect(screen.getAllByRole('link', { name: 'Åbn døren' })).toHaveLength(1);
  });
});
