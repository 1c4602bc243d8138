import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Crew } from '../../../../../shared/schemas/crew';
import type { ListedTeam, Member } from '../../../../../shared/schemas/member';
import type { Translations } from '../../../../../shared/translations';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { STAMP } from '../../../components/admin/sample-records';
import { AboutPage } from './about-page';

const BAR: Crew & { translations: Translations<'description'> } = {
  id: 1,
  name: 'Bar',
  description: '<p>Vi står i baren.</p>',
  memberCount: 1,
  members: [{ id: 5, firstName: 'Kaja', lastName: 'Holm', lead: true }],
  translations: { en: { description: '<p>We run the bar.</p>' } },
  ...STAMP,
};
const DOOR: Crew = { id: 2, name: 'Dør', description: '<p>Vi tager imod.</p>', memberCount: 0, members: [], ...STAMP };
const BOOKING: ListedTeam & { translations: Translations<'publicDescription' | 'description'> } = {
  id: 3,
  name: 'booking',
  displayName: 'Booking',
  description: 'Booker kunstnerne',
  publicDescription: 'Vi finder musikken.',
  translations: { en: { publicDescription: 'We find the music.' } },
};
const PR: ListedTeam = { id: 4, name: 'public-relations', displayName: 'PR', description: 'Fortæller om koncerterne' };
const member = (id: number, firstName: string, team: ListedTeam): Member => ({ id, firstName, lastName: 'Berg', teams: [team], active: true, ...STAMP });

describe('/about in English', () => {
  it('shows the crews and teams with their English words, and the Danish marked where they have none', async () => {
    renderAdminScreen(<AboutPage name="Spillestedet" teams={[BOOKING, PR]} members={[member(7, 'Sofie', BOOKING), member(8, 'Lars', PR)]} crews={[BAR, DOOR]} />, {}, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'About us' })).toBeTruthy();
    expect(screen.getByText(/^Spillestedet is a music association run by volunteers\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a member' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Our crews' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Committees' })).toBeTruthy();

    const bar = screen.getByRole('region', { name: 'Bar' });
    expect(within(bar).getByText('We run the bar.')).toBeTruthy();
    expect(within(bar).getByRole('list', { name: 'The Bar crew' }).textContent).toContain('Crew lead');
    const door = screen.getByRole('region', { name: 'Dør' });
    expect(within(door).getByText('Vi tager imod.').closest('[lang="da"]')).toBeTruthy();
    expect(within(door).getByText('(in Danish)')).toBeTruthy();

    expect(within(screen.getByRole('region', { name: 'Booking' })).getByText('We find the music.')).toBeTruthy();
    const pr = screen.getByRole('region', { name: 'PR' });
    expect(within(pr).getByText('Fortæller om koncerterne').getAttribute('lang')).toBe('da');
    expect(within(pr).getByText('(in Danish)')).toBeTruthy();
  });

  it('shows the association\'s own English about text where it has one', async () => {
    renderAdminScreen(<AboutPage name="Spillestedet" about={{ text: '<p>A cellar with a stage.</p>', inDanish: false }} teams={[]} members={[]} crews={[]} />, {}, { locale: 'en' });
    expect(await screen.findByText('A cellar with a stage.')).toBeTruthy();
    expect(screen.queryByText('(in Danish)')).toBeNull();
  });
});
