import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GuestList } from '../../../../../shared/schemas/guest-list';
import { refusal, renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { GuestListPage } from './guest-list-page';

const entry = (fields: Partial<GuestList['entries'][number]>): GuestList['entries'][number] => ({
  id: 1,
  name: 'Mette Holm',
  plus: 1,
  kind: 'artist',
  artistId: 7,
  addedBy: 'Tilføjet af Anna',
  byAct: false,
  createdAt: '2027-03-01T10:00:00.000Z',
  updatedAt: '2027-03-01T10:00:00.000Z',
  ...fields,
});

const LIST: GuestList = {
  event: { id: 12, title: 'Jazzaften', from: '2027-03-12T19:00:00.000Z', to: '2027-03-12T22:00:00.000Z', status: 'scheduled' },
  closesAt: '2027-03-12T18:30:00.000Z',
  open: true,
  editable: true,
  entries: [
    entry({ id: 1, note: 'Kæreste' }),
    entry({ id: 2, name: 'Sofie Berg', plus: 0, addedBy: 'Tilføjet af kunstneren', byAct: true }),
    entry({ id: 3, name: 'Politiken', plus: 0, kind: 'press', artistId: undefined }),
    entry({ id: 4, name: 'Naboen', plus: 2, kind: 'other', artistId: undefined }),
  ],
  acts: [
    { artistId: 7, name: 'Kaja Kvartet', limit: 4, used: 3, left: 1, link: { email: 'kaja@example.dk', sentAt: '2027-03-01T10:00:00.000Z' } },
    { artistId: 8, name: 'Bo Band', limit: 4, used: 0, left: 4, contactEmail: 'bo@example.dk' },
  ],
  persons: 7,
};

describe('GuestListPage', () => {
  it('groups the names by act, press and others, with +N, who added them, each act’s places and link', async () => {
    renderAdminScreen(<GuestListPage eventId={12} />, { 'guestList.list': LIST });
    expect(await screen.findByRole('heading', { level: 1, name: 'Gæsteliste' })).toBeTruthy();
    expect(screen.getByText('I alt 7 personer på listen')).toBeTruthy();
    const kaja = screen.getByRole('region', { name: 'Kaja Kvartet' });
    expect(within(kaja).getByText('3 af 4 pladser brugt')).toBeTruthy();
    expect(within(kaja).getByText(/^Link sendt til kaja@example\.dk /)).toBeTruthy();
    expect(within(kaja).getByText('Mette Holm +1')).toBeTruthy();
    expect(within(kaja).getByText('Kæreste · Tilføjet af Anna')).toBeTruthy();
    expect(within(kaja).getByText('Tilføjet af kunstneren')).toBeTruthy();
    expect(within(kaja).getByRole('button', { name: 'Ret Sofie Berg' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Bo Band' })).getByText('Intet link sendt')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Presse' })).getByRole('button', { name: 'Ret Politiken' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Andet' })).getByText('Naboen +2')).toBeTruthy();
    expect(screen.getByText(/^Akternes links tager imod navne, til dørene åbner/)).toBeTruthy();
  });

  it('sends an act its link from a dialog, the e-mail filled in from its accepted offer', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<GuestListPage eventId={12} />, { 'guestList.list': LIST, 'guestList.sendLink': { message: 'Linket er sendt til bo@example.dk' } });
    await user.click(await screen.findByRole('button', { name: 'Send link til gæsteliste til Bo Band' }));
    const dialog = screen.getByRole('dialog', { name: 'Send link til gæsteliste' });
    expect((within(dialog).getByRole('textbox', { name: /Kontaktens e-mail/ }) as HTMLInputElement).value).toBe('bo@example.dk');
    expect((within(dialog).getByRole('combobox', { name: 'Pladser (navne og +N)' }) as HTMLSelectElement).value).toBe('4');
    await user.click(within(dialog).getByRole('button', { name: 'Send link' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('adds a guest to an act, and keeps the form with the server’s refusal', async () => {
    const user = userEvent.setup();
    renderAdminScreen(<GuestListPage eventId={12} />, { 'guestList.list': LIST, 'guestList.create': refusal(409, 'Gæstelisten er lukket: aftenen er forbi') });
    await user.click(await screen.findByRole('button', { name: 'Tilføj gæst til Bo Band' }));
    const dialog = screen.getByRole('dialog', { name: 'Tilføj gæst' });
    expect((within(dialog).getByRole('combobox', { name: 'Kunstner' }) as HTMLSelectElement).value).toBe('8');
    await user.type(within(dialog).getByRole('textbox', { name: 'Navn' }), 'Jens');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Har med/ }), '+1');
    await user.click(within(dialog).getByRole('button', { name: 'Skriv på listen' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Tilføj gæst' })).toBeTruthy());
    expect((within(dialog).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).value).toBe('Jens');
  });

  it('shows a list past its night without changes, and no links once the doors are open', async () => {
    renderAdminScreen(<GuestListPage eventId={12} />, { 'guestList.list': { ...LIST, open: false, editable: false } });
    expect(await screen.findByText('Aftenen er forbi: listen kan ikke længere rettes.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Ret / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Slet / })).toBeNull();
    expect(screen.queryByRole('button', { name: /Send link/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Tilføj/ })).toBeNull();
  });
});
