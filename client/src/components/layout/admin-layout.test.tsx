import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TeamName } from '../../../../shared/constants';
import type { Member } from '../../../../shared/schemas/member';
import { onePage, renderAdminScreen, texts } from '../admin/render-admin-screen';
import { AdminLayout } from './admin-layout';

const memberIn = (teams: TeamName[]): Member => ({
  id: 1,
  firstName: 'Jonas',
  lastName: 'Madsen',
  teams: ['member' as const, ...teams].map((name, index) => ({ id: index + 1, name, displayName: name, description: '' })),
  active: true,
  createdAt: '2026-03-02T09:00:00.000Z',
  updatedAt: '2026-03-02T09:00:00.000Z',
});

const renderFor = (teams: TeamName[]) =>
  renderAdminScreen(
    <AdminLayout member={memberIn(teams)} actions={<button type="button">Log ud</button>}>
      <p>Siden</p>
    </AdminLayout>,
    { 'members.list': onePage([]) },
  );

describe('AdminLayout', () => {
  it("gives a member who manages nothing a member's menu: shifts, open shifts, crews and profile, no empty admin", async () => {
    // Economy has no right in the admin (docs/permissions.md): a volunteer at home.
    renderFor(['economy']);
    const menu = await screen.findByRole('navigation', { name: 'Medlemsmenu' });
    expect(texts(within(menu).getAllByRole('link'))).toEqual(['Mine vagter', 'Ledige vagter', 'Mine hold', 'Min profil']);
    expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Mine vagter' }).getAttribute('href')).toBe('/admin/vagter/mine');
  });

  it('gives a manager the admin menu with the crews beside the shifts', async () => {
    renderFor(['team-management']);
    const menu = await screen.findByRole('navigation', { name: 'Administration' });
    const links = texts(within(menu).getAllByRole('link'));
    expect(links).toContain('Events');
    expect(links.indexOf('Hold')).toBe(links.indexOf('Vagter') + 1);
  });
});
