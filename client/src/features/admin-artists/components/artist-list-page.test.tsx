import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Artist } from '../../../../../shared/schemas/artist';
import { fixClockAt, onePage, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { sampleArtist, sampleEvent, sampleVenue } from '../../../components/admin/sample-records';
import { ArtistListPage, type ArtistListView } from './artist-list-page';

// In Danish name order, as the server answers.
const ARTISTS = [sampleArtist(1, 'Fjordlys', ['Folk', 'Indie']), sampleArtist(3, 'Kælderkoret', ['Kor']), sampleArtist(2, 'Sølvpapir', ['Pop'])];
const [FJORDLYS, KAELDERKORET, SOLVPAPIR] = ARTISTS as [Artist, Artist, Artist];

const LOPPEN = sampleVenue(1, 'Loppen', 'København');
const event = (id: number, title: string, isPublic: boolean, concerts: [Artist, string, string][]) => sampleEvent(id, title, LOPPEN, isPublic, concerts);

// Earliest first. Kælderkoret played in January and has nothing coming; Sølvpapir plays a
// members-only evening before Forårsstøj, which counts as their next concert.
const EVENTS = [
  event(1, 'Vinterlyd', true, [[KAELDERKORET, '2026-01-20T19:00:00.000Z', '2026-01-20T21:00:00.000Z']]),
  event(3, 'Medlemsaften', false, [[SOLVPAPIR, '2026-03-12T19:00:00.000Z', '2026-03-12T21:00:00.000Z']]),
  event(2, 'Forårsstøj', true, [
    [SOLVPAPIR, '2026-03-14T19:00:00.000Z', '2026-03-14T20:00:00.000Z'],
    [FJORDLYS, '2026-03-14T20:30:00.000Z', '2026-03-14T21:30:00.000Z'],
  ]),
];

function renderPage(view: ArtistListView = 'alle', canManage = false) {
  renderAdminScreen(<ArtistListPage canManage={canManage} view={view} />, { 'artists.list': onePage(ARTISTS), 'events.list': onePage(EVENTS) });
  return userEvent.setup();
}

const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;

fixClockAt('2026-03-10T12:00:00.000Z');

describe('ArtistListPage', () => {
  it('shows the artists with upcoming concerts as a table: name linking to the artist, genres, next concert', async () => {
    renderPage('kommende');
    const upcoming = await screen.findByRole('table', { name: 'Kunstnere med kommende koncerter' });

    expect(texts(within(upcoming).getAllByRole('columnheader'))).toEqual(['Navn', 'Genrer', 'Næste koncert']);
    expect(texts(within(upcoming).getAllByRole('rowheader'))).toEqual(['Fjordlys', 'Sølvpapir']);
    const fjordlys = rowOf(upcoming, 'Fjordlys');
    expect(within(fjordlys).getByRole('link', { name: 'Fjordlys' }).getAttribute('href')).toBe('/admin/artists/1/edit');
    expect(texts(within(fjordlys).getAllByRole('cell'))).toEqual(['Folk, Indie', 'lørdag 14. marts 2026kl. 21.30 · Forårsstøj']);
    // Members-only events count: Sølvpapir's next concert is the members' evening before Forårsstøj.
    expect(texts(within(rowOf(upcoming, 'Sølvpapir')).getAllByRole('cell'))).toEqual(['Pop', 'torsdag 12. marts 2026kl. 20.00 · Medlemsaften']);
  });

  it('lists every artist under "Alle", saying which have no concert planned', async () => {
    renderPage();
    const all = await screen.findByRole('table', { name: 'Alle kunstnere' });
    expect(texts(within(all).getAllByRole('rowheader'))).toEqual(['Fjordlys', 'Kælderkoret', 'Sølvpapir']);
    expect(texts(within(rowOf(all, 'Kælderkoret')).getAllByRole('cell'))).toEqual(['Kor', 'Ingen planlagt']);
    expect(screen.queryByRole('table', { name: 'Kunstnere med kommende koncerter' })).toBeNull();
  });

  it('switches between the two views with links to their addresses', async () => {
    renderPage();
    const views = await screen.findByRole('group', { name: 'Vis kunstnere' });
    const [upcoming, all] = within(views).getAllByRole('link');
    expect(upcoming!.textContent).toBe('Med kommende koncerter');
    expect(upcoming!.getAttribute('href')).toBe('/admin/artists?vis=kommende');
    expect(all!.textContent).toBe('Alle');
    expect(all!.getAttribute('href')).toBe('/admin/artists');
  });

  it('keeps the stacked cards for phones, each one link to the artist with genres and the next concert', async () => {
    renderPage('alle', true);
    const cards = await screen.findByRole('list', { name: 'Alle kunstnere' });
    expect(texts(within(cards).getAllByRole('link'))).toEqual([
      'FjordlysFolk, IndieNæste koncert: lørdag 14. marts 2026 kl. 21.30',
      'KælderkoretKor',
      'SølvpapirPopNæste koncert: torsdag 12. marts 2026 kl. 20.00',
    ]);
    expect(within(cards).getAllByRole('link')[1]!.getAttribute('href')).toBe('/admin/artists/3/edit');
    // Deleting is done on the edit screen.
    expect(screen.queryByRole('button', { name: /^Slet/ })).toBeNull();
  });

  it('filters by name or genre as you type', async () => {
    const user = renderPage('kommende');
    await user.type(await screen.findByRole('searchbox', { name: 'Søg i kunstnere' }), 'kor');
    expect(screen.getByText('Intet matcher »kor«.')).toBeTruthy();
    await user.clear(screen.getByRole('searchbox', { name: 'Søg i kunstnere' }));
    await user.type(screen.getByRole('searchbox', { name: 'Søg i kunstnere' }), 'pop');
    expect(texts(within(screen.getByRole('table', { name: 'Kunstnere med kommende koncerter' })).getAllByRole('rowheader'))).toEqual(['Sølvpapir']);
  });
});
