import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { EventListPage } from './event-list-page';

const GENRES = [
  { id: 3, name: 'Jazz' },
  { id: 4, name: 'Rock' },
];

const followBox = async () => within(await screen.findByRole('region', { name: 'Følg programmet' }));

describe('EventListPage', () => {
  it('offers to follow the genre the programme is filtered by, not the whole programme', async () => {
    renderAdminScreen(<EventListPage events={[]} position={{}} filters={{ genre: 3 }} genres={GENRES} venues={[]} kinds={[]} />, {});
    const box = await followBox();
    expect(box.getByRole('checkbox', { name: 'Jazz' })).toHaveProperty('checked', true);
    expect(box.getByRole('checkbox', { name: 'Hele programmet' })).toHaveProperty('checked', false);
    expect(box.getByRole('checkbox', { name: 'Rock' })).toHaveProperty('checked', false);
  });

  it('offers the whole programme when it is not filtered by genre', async () => {
    renderAdminScreen(<EventListPage events={[]} position={{}} filters={{}} genres={GENRES} venues={[]} kinds={[]} />, {});
    const box = await followBox();
    expect(box.getByRole('checkbox', { name: 'Hele programmet' })).toHaveProperty('checked', true);
    expect(box.getByRole('checkbox', { name: 'Jazz' })).toHaveProperty('checked', false);
  });
});
