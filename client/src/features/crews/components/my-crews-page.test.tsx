import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CrewDetail } from '../../../../../shared/schemas/crew';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { MyCrewsPage } from './my-crews-page';

const person = (id: number, firstName: string) => ({ id, firstName, lastName: 'Hansen', email: `${firstName.toLowerCase()}@example.dk` });
const AT = '2026-03-02T09:00:00.000Z';
const crew = (id: number, name: string, lead: ReturnType<typeof person> | undefined, members: ReturnType<typeof person>[]): CrewDetail => ({
  id,
  name,
  description: `<p>${name} laver noget godt.</p>`,
  memberCount: members.length,
  ...(lead && { lead }),
  members,
  createdAt: AT,
  updatedAt: AT,
});

const ME = 7;
const freja = person(2, 'Freja');

describe('MyCrewsPage', () => {
  it("lists the member's crews with the lead's name and a way to write to them, and says which the member leads", async () => {
    renderAdminScreen(<MyCrewsPage viewerId={ME} />, {
      'crews.mine': [crew(1, 'Bar', freja, [freja, person(ME, 'Jonas'), person(3, 'Ida')]), crew(2, 'Dør', person(ME, 'Jonas'), [person(ME, 'Jonas')])],
    });
    const bar = await screen.findByRole('listitem', { name: 'Bar' });
    expect(within(bar).getByRole('heading', { name: 'Bar' })).toBeTruthy();
    expect(within(bar).getByText('Freja Hansen')).toBeTruthy();
    expect(within(bar).getByRole('link', { name: 'Skriv til Freja' }).getAttribute('href')).toBe('mailto:freja@example.dk');
    expect(within(bar).getByText('Dig')).toBeTruthy();
    expect(within(bar).getByText('Ida Hansen')).toBeTruthy();
    const door = screen.getByRole('listitem', { name: 'Dør' });
    expect(within(door).getByText(/Du leder holdet/)).toBeTruthy();
    expect(within(door).queryByRole('link')).toBeNull();
  });

  it('tells a member on no crew how to join one', async () => {
    renderAdminScreen(<MyCrewsPage viewerId={ME} />, { 'crews.mine': [] });
    expect(await screen.findByText(/Du er ikke på noget hold endnu/)).toBeTruthy();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
