import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { ShiftCard } from './shift-card';
import { testShift } from './test-shift';

describe('ShiftCard', () => {
  it('labels a door shift "Dør" on the plan, and no other shift', async () => {
    renderAdminScreen(
      <ul>
        <ShiftCard shift={testShift({ id: 1, role: 'Indgang', door: true })} eventStatus="scheduled" canManage={false} viewerId={7} />
        <ShiftCard shift={testShift({ id: 2, role: 'Bar' })} eventStatus="scheduled" canManage={false} viewerId={7} />
      </ul>,
      {},
    );
    expect(within(await screen.findByRole('heading', { name: /^Indgang/ })).getByText('Dør')).toBeTruthy();
    expect(within(screen.getByRole('heading', { name: 'Bar' })).queryByText('Dør')).toBeNull();
  });
});
