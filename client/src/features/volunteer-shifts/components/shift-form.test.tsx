import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { onePage, renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { ShiftForm } from './shift-form';

const answers = { 'crews.list': [], 'qualifications.list': [], 'members.list': onePage([]) };
const times = { startsAt: '2026-06-12T17:00:00.000Z', endsAt: '2026-06-12T20:00:00.000Z' };

describe('ShiftForm', () => {
  it('sends door true when "Dørvagt" is ticked, and false for a new shift left as it is', async () => {
    const onSubmit = vi.fn();
    renderAdminScreen(<ShiftForm initial={{ ...times, role: 'Dør' }} submitLabel="Opret vagt" pending={false} onSubmit={onSubmit} />, answers);
    const user = userEvent.setup();

    const door = await screen.findByRole('checkbox', { name: 'Dørvagt (kører døren på aftenen)' });
    expect((door as HTMLInputElement).checked).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Opret vagt' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ role: 'Dør', door: false }));

    await user.click(door);
    await user.click(screen.getByRole('button', { name: 'Opret vagt' }));
    expect(onSubmit).toHaveBeenLastCalledWith(expect.objectContaining({ door: true }));
  });

  it('starts ticked for a door shift being edited', async () => {
    renderAdminScreen(<ShiftForm initial={{ ...times, role: 'Dør', door: true }} submitLabel="Gem vagten" pending={false} onSubmit={() => {}} />, answers);
    expect(((await screen.findByRole('checkbox', { name: 'Dørvagt (kører døren på aftenen)' })) as HTMLInputElement).checked).toBe(true);
  });
});
