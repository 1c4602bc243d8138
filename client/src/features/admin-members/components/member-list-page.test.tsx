import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TeamName } from '../../../../../shared/constants';
import type { Member } from '../../../../../shared/schemas/member';
import { onePage, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { MemberListPage } from './member-list-page';

const TEAMS: Partial<Record<TeamName, string>> = { member: 'Medlem', booking: 'Booking', 'public-relations': 'PR' };

let nextId = 1;
function member(firstName: string, lastName: string, fields: { teams?: TeamName[]; active?: boolean; specialRole?: string; email?: boolean; emailVerified?: boolean } = {}): Member {
  const id = nextId++;
  const { teams = [], active = true, specialRole, email = true, emailVerified = true } = fields;
  return {
    id,
    firstName,
    lastName,
    email: email ? `${firstName.toLowerCase()}@example.dk` : undefined,
    emailVerified: email ? emailVerified : undefined,
    teams: ['member' as const, ...teams].map((name, index) => ({ id: index + 1, name, displayName: TEAMS[name]!, description: '' })),
    active,
    specialRole,
    createdAt: '2026-03-02T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
  };
}

// By first name, as the server answers.
const MEMBERS = [
  member('Anne', 'Kristensen', { teams: ['booking', 'public-relations'], specialRole: 'Formand' }),
  member('Mads', 'Jørgensen'),
  member('Nina', 'Nielsen', { active: false, emailVerified: false }),
];

function renderPage(members: Member[], canApprove: boolean) {
  renderAdminScreen(<MemberListPage canApprove={canApprove} />, {
    'members.list': onePage(members),
  });
  return userEvent.setup();
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name: new RegExp(name) }).closest('tr')!;

describe('MemberListPage', () => {
  it('shows the active members as a table: name linking to the member, e-mail, teams, special role', async () => {
    renderPage(MEMBERS, true);
    const active = await screen.findByRole('table', { name: 'Aktive medlemmer' });

    expect(texts(within(active).getAllByRole('columnheader'))).toEqual(['Navn', 'E-mail', 'Udvalg', 'Særlig rolle']);
    const anne = rowOf(active, 'Anne Kristensen');
    expect(within(anne).getByRole('link', { name: /Anne Kristensen/ }).getAttribute('href')).toBe('/admin/members/1');
    expect(texts(within(anne).getAllByRole('cell'))).toEqual(['anne@example.dk', 'Booking, PR', 'Formand']);
    expect(texts(within(rowOf(active, 'Mads Jørgensen')).getAllByRole('cell'))).toEqual(['mads@example.dk', 'Medlem', '']);
  });

  it('shows those awaiting approval in a table of their own, with when they signed up, whether their address answered, and a button to approve them', async () => {
    renderPage(MEMBERS, true);
    const waiting = await screen.findByRole('table', { name: 'Medlemmer, der venter på godkendelse' });

    expect(screen.getByRole('region', { name: 'Venter på godkendelse (1)' })).toBeTruthy();
    expect(texts(within(waiting).getAllByRole('columnheader'))).toEqual(['Navn', 'E-mail', 'Tilmeldt', 'E-mail bekræftet', 'Handlinger']);
    const nina = rowOf(waiting, 'Nina Nielsen');
    expect(texts(within(nina).getAllByRole('cell'))).toEqual(['nina@example.dk', 'mandag 2. marts 2026', 'Nej', 'Godkend Nina Nielsen']);
    expect(within(nina).getByRole('button', { name: 'Godkend Nina Nielsen' })).toBeTruthy();
  });

  it('keeps the stacked cards for phones, each one link to the member, "Godkend" beside the link of one who waits', async () => {
    renderPage(MEMBERS, true);
    const cards = await screen.findByRole('list', { name: 'Aktive medlemmer' });
    expect(texts(within(cards).getAllByRole('link'))).toEqual([
      'AKAnne Kristensenanne@example.dkBooking, PR · Formand',
      'MJMads Jørgensenmads@example.dkMedlem',
    ]);
    expect(within(cards).getAllByRole('link')[0]!.getAttribute('href')).toBe('/admin/members/1');
    expect(within(cards).queryAllByRole('button')).toEqual([]);
    const [nina] = within(screen.getByRole('list', { name: 'Medlemmer, der venter på godkendelse' })).getAllByRole('listitem');
    expect(within(nina!).getByRole('link').textContent).toBe('NNNina Nielsennina@example.dkTilmeldt mandag 2. marts 2026 · e-mail ikke bekræftet');
    expect(within(nina!).getByRole('button').textContent).toBe('Godkend Nina Nielsen');
  });

  it('leaves out the e-mail column for those who see no one’s address but their own', async () => {
    renderPage([member('Ida', 'Holm', { email: false }), member('Jonas', 'Berg'), member('Lea', 'Dahl', { email: false })], false);
    const active = await screen.findByRole('table', { name: 'Aktive medlemmer' });

    expect(texts(within(active).getAllByRole('columnheader'))).toEqual(['Navn', 'Udvalg', 'Særlig rolle']);
    // Their own address stays under their name.
    expect(within(active).getByRole('rowheader', { name: /Jonas Berg/ }).textContent).toBe('JBJonas Bergjonas@example.dk');
    expect(screen.queryByRole('region', { name: /Venter på godkendelse/ })).toBeNull();
  });

  it('filters by name, e-mail or team as you type', async () => {
    const user = renderPage(MEMBERS, true);
    await user.type(await screen.findByRole('searchbox', { name: 'Søg i medlemmer' }), 'booking');

    expect(texts(within(screen.getByRole('table', { name: 'Aktive medlemmer' })).getAllByRole('rowheader'))).toEqual([
      'AKAnne Kristensenanne@example.dk',
    ]);
    expect(screen.getByRole('region', { name: 'Aktive medlemmer (1)' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Venter på godkendelse (0)' })).getByText('Intet matcher »booking«.')).toBeTruthy();
  });
});
