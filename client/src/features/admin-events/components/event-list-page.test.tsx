import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fixClockAt, onePage, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { sampleArtist, sampleEvent, sampleVenue } from '../../../components/admin/sample-records';
import { RANGE_DASH } from '../../../lib/format-date';
import { EventListPage } from './event-list-page';

const BYGNINGEN = sampleVenue(1, 'Bygningen', 'Aarhus');
const LOPPEN = sampleVenue(2, 'Loppen', 'København');
const FJORDLYS = sampleArtist(1, 'Fjordlys');
const SOLVPAPIR = sampleArtist(2, 'Sølvpapir');

// Earliest first, as the server answers allEventsInput. Copenhagen is UTC+1 in winter, UTC+2 from 29 March.
const EVENTS = [
  sampleEvent(4, 'Julekoncert', LOPPEN, false, [[FJORDLYS, '2025-12-20T19:00:00.000Z', '2025-12-20T21:00:00.000Z']]),
  sampleEvent(3, 'Vinterlyd', BYGNINGEN, true, [[SOLVPAPIR, '2026-01-20T19:00:00.000Z', '2026-01-20T21:00:00.000Z']]),
  sampleEvent(1, 'Forårsstøj', BYGNINGEN, true, [
    [FJORDLYS, '2026-03-14T19:00:00.000Z', '2026-03-14T20:00:00.000Z'],
    [SOLVPAPIR, '2026-03-14T20:30:00.000Z', '2026-03-14T21:30:00.000Z'],
    [FJORDLYS, '2026-03-14T21:45:00.000Z', '2026-03-14T22:30:00.000Z'],
  ]),
  sampleEvent(2, 'Medlemsaften', LOPPEN, false, [
    [SOLVPAPIR, '2026-04-03T18:00:00.000Z', '2026-04-03T22:00:00.000Z'],
    [FJORDLYS, '2026-04-04T18:00:00.000Z', '2026-04-04T21:00:00.000Z'],
  ]),
];

function renderPage(canManage = false) {
  renderAdminScreen(<EventListPage canManage={canManage} />, {
    'events.list': onePage(EVENTS),
  });
  return userEvent.setup();
}

const rowOf = (table: HTMLElement, title: string) => within(table).getByRole('rowheader', { name: new RegExp(`^${title}`) }).closest('tr')!;

fixClockAt('2026-03-10T12:00:00.000Z');

describe('EventListPage', () => {
  it("marks a cancelled, sold-out or postponed event's title with its status", async () => {
    renderAdminScreen(<EventListPage canManage={false} />, {
      'events.list': onePage([{ ...EVENTS[2]!, status: 'cancelled' }, { ...EVENTS[3]!, status: 'sold-out' }]),
    });
    const upcoming = await screen.findByRole('table', { name: 'Kommende events' });
    expect(texts(within(upcoming).getAllByRole('rowheader'))).toEqual(['ForårsstøjAflyst', 'MedlemsaftenUdsolgtKun for medlemmer']);
  });

  it('shows upcoming events as a table on wide screens: date, title linking to the event, venue and city, artists, visibility', async () => {
    renderPage();
    const upcoming = await screen.findByRole('table', { name: 'Kommende events' });

    expect(texts(within(upcoming).getAllByRole('columnheader'))).toEqual(['Dato', 'Titel', 'Spillested', 'Kunstnere', 'Synlighed']);
    expect(texts(within(upcoming).getAllByRole('rowheader'))).toEqual(['Forårsstøj', 'MedlemsaftenKun for medlemmer']);

    const spring = rowOf(upcoming, 'Forårsstøj');
    expect(within(spring).getByRole('link', { name: 'Forårsstøj' }).getAttribute('href')).toBe('/admin/events/1/edit');
    expect(texts(within(spring).getAllByRole('cell'))).toEqual([
      `lørdag 14. marts 2026kl. 20.00${RANGE_DASH}23.30`,
      'BygningenAarhus',
      // Fjordlys plays twice and is named once.
      'Fjordlys, Sølvpapir',
      'Offentlig',
    ]);

    const members = rowOf(upcoming, 'Medlemsaften');
    expect(within(members).getByRole('link', { name: /^Medlemsaften/ }).getAttribute('href')).toBe('/admin/events/2/edit');
    expect(texts(within(members).getAllByRole('cell'))).toEqual([
      'fredag 3. april 2026kl. 20.00 – lørdag 4. april 2026 kl. 23.00',
      'LoppenKøbenhavn',
      'Sølvpapir, Fjordlys',
      'Kun for medlemmer',
    ]);
  });

  it('shows previous events in a table of their own, the most recent first', async () => {
    renderPage();
    const previous = await screen.findByRole('table', { name: 'Tidligere events' });
    expect(texts(within(previous).getAllByRole('rowheader'))).toEqual(['Vinterlyd', 'JulekoncertKun for medlemmer']);
    expect(texts(within(rowOf(previous, 'Julekoncert')).getAllByRole('cell'))[0]).toBe(`lørdag 20. december 2025kl. 20.00${RANGE_DASH}22.00`);
    expect(screen.getByRole('region', { name: 'Tidligere' })).toBeTruthy();
  });

  it('keeps the stacked cards for phones, with the date, venue and the "Kun for medlemmer" mark', async () => {
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Kommende events' });
    expect(texts(within(cards).getAllByRole('listitem'))).toEqual([
      `Forårsstøjlørdag 14. marts 2026 kl. 20.00${RANGE_DASH}23.30 · Bygningen, Aarhus`,
      'MedlemsaftenKun for medlemmerfredag 3. april 2026 kl. 20.00 – lørdag 4. april 2026 kl. 23.00 · Loppen, København',
    ]);
  });

  it('filters both sections as you type, case ignored', async () => {
    const user = renderPage();
    await user.type(await screen.findByRole('searchbox', { name: 'Søg i events' }), 'MEDLEMS');

    expect(texts(within(screen.getByRole('table', { name: 'Kommende events' })).getAllByRole('rowheader'))).toEqual([
      'MedlemsaftenKun for medlemmer',
    ]);
    expect(screen.queryByRole('table', { name: 'Tidligere events' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Tidligere' })).getByText('Intet matcher »MEDLEMS«.')).toBeTruthy();
  });

  it('makes each card one link to its event, with no buttons on the rows even for those who manage events', async () => {
    renderPage(true);
    const cards = await screen.findByRole('list', { name: 'Kommende events' });
    const [spring] = within(cards).getAllByRole('listitem');
    expect(within(spring!).getByRole('link').getAttribute('href')).toBe('/admin/events/1/edit');
    expect(within(spring!).getByRole('link').textContent).toBe(spring!.textContent);
    expect(screen.queryAllByRole('button')).toEqual([]);
    expect(texts(within(screen.getByRole('table', { name: 'Kommende events' })).getAllByRole('columnheader')).at(-1)).toBe('Synlighed');
  });
});
