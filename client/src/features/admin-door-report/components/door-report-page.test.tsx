import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DoorReport } from '../../../../../shared/schemas/door';
import { renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { DoorReportPage } from './door-report-page';

const event = { id: 7, title: 'Quiz', from: '2026-03-06T19:00:00.000Z', to: '2026-03-06T22:00:00.000Z', venue: { id: 1, name: 'Huset' } };

const REPORT: DoorReport = {
  event,
  capacity: 120,
  arrivals: [
    { start: '2026-03-06T19:00:00.000Z', label: '20.00', persons: 12 },
    { start: '2026-03-06T19:15:00.000Z', label: '20.15', persons: 30 },
  ],
  peak: { inside: 40, at: '2026-03-06T19:20:00.000Z' },
  inside: 35,
  reservations: { count: 5, places: 14, came: 10, noShows: { count: 1, places: 4 } },
  guests: [
    { label: 'Kaja Kvartet', listed: 4, came: 3 },
    { label: 'Presse', listed: 1, came: 0 },
  ],
  volunteers: { listed: 6, came: 5 },
  members: { came: 2 },
  walkIns: 20,
  exits: 7,
};

describe('DoorReportPage', () => {
  it("shows the night's numbers: the peak against the capacity, arrivals per quarter, no-shows and each act's guests, and the CSV", async () => {
    renderAdminScreen(<DoorReportPage eventId={7} />, { 'door.report': REPORT });
    expect(await screen.findByRole('heading', { level: 1, name: 'Efter aftenen: Quiz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hent som CSV' }).getAttribute('href')).toBe('/api/events/7/door/report.csv');
    expect(screen.getByText('40 / 120').parentElement?.textContent).toContain('kl. 20.20');
    expect(texts(within(screen.getByRole('table', { name: 'Personer ind pr. kvarter' })).getAllByRole('row').slice(1))).toEqual(['20.0012', '20.1530']);
    const reservations = screen.getByRole('region', { name: 'Reservationer' });
    expect(within(reservations).getByText('Kom ikke').parentElement?.textContent).toBe('Kom ikke41 reservation');
    const guests = screen.getByRole('region', { name: 'Gæstelisten' });
    expect(texts(within(guests).getAllByRole('row').slice(1))).toEqual(['Kaja Kvartet43', 'Presse10']);
    expect(screen.getByText('5 af 6')).toBeTruthy();
  });

  it('says so when nobody came and nothing was reserved', async () => {
    renderAdminScreen(<DoorReportPage eventId={7} />, {
      'door.report': { ...REPORT, capacity: undefined, arrivals: [], peak: { inside: 0 }, inside: 0, reservations: { count: 0, places: 0, came: 0, noShows: { count: 0, places: 0 } }, guests: [] },
    });
    expect(await screen.findByText('Ingen kom ind gennem døren.')).toBeTruthy();
    expect(screen.getByText('Aftenen havde ingen bekræftede reservationer.')).toBeTruthy();
    expect(screen.getByText('Ingen stod på gæstelisten.')).toBeTruthy();
  });
});
