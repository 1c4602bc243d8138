import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Reservation, ReservationList } from '../../../../../shared/schemas/reservation';
import { renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { sampleArtist, sampleEvent, sampleVenue, STAMP } from '../../../components/admin/sample-records';
import { ReservationsPage } from './reservations-page';

const night = { ...sampleEvent(7, 'Fællessang', sampleVenue(1, 'Huset', 'Aarhus'), true, [[sampleArtist(2, 'Koret'), '2026-01-20T18:00:00.000Z', '2026-01-20T20:00:00.000Z']]), admission: 'reservation' as const };

const reservation = (id: number, name: string, places: number, status: Reservation['status'], more: Partial<Reservation> = {}): Reservation => ({
  id,
  name,
  email: `${name.toLowerCase()}@example.com`,
  places,
  status,
  createdAt: STAMP.createdAt,
  ...more,
});

const LIST: ReservationList = {
  records: [
    reservation(1, 'Kaja', 2, 'confirmed'),
    reservation(2, 'Bo', 4, 'confirmed'),
    reservation(3, 'Ida', 1, 'held', { expiresAt: '2026-01-01T12:30:00.000Z' }),
    reservation(4, 'Eik', 3, 'waiting'),
  ],
  totals: { capacity: 8, taken: 7, left: 0, waiting: 3 },
};

describe('ReservationsPage', () => {
  it('shows the numbers and who comes, who may and who waits, with their places', async () => {
    renderAdminScreen(<ReservationsPage eventId={7} />, { 'events.byId': night, 'reservations.list': LIST });

    expect(await screen.findByRole('heading', { level: 1, name: 'Reservationer: Fællessang' })).toBeTruthy();
    const numbers = texts(screen.getAllByRole('definition'));
    expect(numbers).toEqual(['8', '7', '0', '3']);

    const confirmed = screen.getByRole('region', { name: 'Bekræftede (6)' });
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(2);
    expect(within(confirmed).getByText('Kaja')).toBeTruthy();
    expect(within(confirmed).getByText('4 pladser')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Venter på bekræftelse (1)' })).getByText(/Holdt til bekræftelse, udløber/)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Venteliste (3)' })).getByText('3 pladser')).toBeTruthy();
  });

  it('says when the night takes no reservations', async () => {
    renderAdminScreen(<ReservationsPage eventId={7} />, {
      'events.byId': { ...night, admission: 'free' },
      'reservations.list': { records: [], totals: { taken: 0, waiting: 0 } },
    });
    expect(await screen.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('tager ikke imod reservationer'));
    expect(screen.getByText('Ingen har bekræftet endnu.')).toBeTruthy();
    expect(texts(screen.getAllByRole('definition'))).toEqual(['Ingen grænse', '0', '–', '0']);
  });
});
