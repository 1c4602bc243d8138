import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Artist } from '../../../../../shared/schemas/artist';
import type { Translations } from '../../../../../shared/translations';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { sampleArtist } from '../../../components/admin/sample-records';
import { ArtistListPage } from './artist-list-page';
import { ArtistPage } from './artist-page';

const FJORDLYS = { ...sampleArtist(1, 'Fjordlys', ['Folk']), socials: ['https://instagram.com/fjordlys'] };
const withEnglish: Artist & { translations: Translations<'description'> } = { ...FJORDLYS, translations: { en: { description: '<p>Folk from the fjords.</p>' } } };

describe('the artists\' pages in English', () => {
  it('lists who plays soon in English, with English dates', async () => {
    renderAdminScreen(<ArtistListPage entries={[{ artist: FJORDLYS, nextDate: '2026-12-04T19:00:00.000Z' }]} page={2} nextPage={3} />, {}, { locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Artists' })).toBeTruthy();
    expect(screen.getByText('Who’s playing here soon.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Fjordlys/ }).textContent).toContain('next up Friday 4 December 2026');
    expect(screen.getByRole('link', { name: 'Show more' })).toBeTruthy();
  });

  it('says so when nobody is on the programme', async () => {
    renderAdminScreen(<ArtistListPage entries={[]} page={1} />, {}, { locale: 'en' });
    expect(await screen.findByText('No artists on the programme right now. Check back soon.')).toBeTruthy();
  });

  it('shows an artist\'s English description where there is one, with "Surprise me"', async () => {
    renderAdminScreen(<ArtistPage artist={withEnglish} events={[]} randomOther={2} renderEvent={() => null} playedHere={null} />, {}, { locale: 'en' });
    expect(await screen.findByText('Folk from the fjords.')).toBeTruthy();
    expect(screen.queryByText('(in Danish)')).toBeNull();
    expect(screen.getByRole('list', { name: 'Genres' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Find Fjordlys online' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Upcoming concerts' })).toBeTruthy();
    expect(screen.getByText('Fjordlys has no upcoming concerts with us right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Surprise me' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All artists' })).toBeTruthy();
  });

  it('shows the Danish description, marked, where there is no English', async () => {
    renderAdminScreen(<ArtistPage artist={FJORDLYS} events={[]} randomOther={undefined} renderEvent={() => null} playedHere={null} />, {}, { locale: 'en' });
    const danish = await screen.findByText('Musik.');
    expect(danish.closest('[lang="da"]')).toBeTruthy();
    expect(screen.getByText('(in Danish)')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Surprise me' })).toBeNull();
  });

  it('keeps the Danish page as it was', async () => {
    renderAdminScreen(<ArtistPage artist={withEnglish} events={[]} randomOther={2} renderEvent={() => null} playedHere={null} />, {});
    expect(await screen.findByText('Musik.')).toBeTruthy();
    expect(screen.queryByText('(in Danish)')).toBeNull();
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Tilfældig kunstner' })).toBeTruthy();
  });
});
