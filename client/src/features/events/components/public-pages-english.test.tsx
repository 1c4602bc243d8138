import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fixClockAt, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { LandingPage } from '../../landing/components/landing-page';
import { EventRow } from './event-row';
import { asListed, type TranslatedEvent } from '../../../lib/public-events';
import type { Event } from '../../../../../shared/schemas/event';
import { EventArchivePage } from './event-archive-page';
import { EventListPage } from './event-list-page';
import { EventPage } from './event-page';
import { type TranslatedVenue, VenuePage } from './venue-page';

const venue: TranslatedVenue = {
  id: 2,
  name: 'Spillestedet',
  city: 'Aarhus',
  countryCode: 'DK',
  address: 'Vestergade 1',
  postalCode: '8000',
  access: { stepFree: 'yes', hearingLoop: false, note: 'Rampe ved bagindgangen' },
  translations: { en: { accessNote: 'Ramp at the back entrance' } },
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

const artist = { id: 7, name: 'Kaja Kvartet', genres: [{ id: 3, name: 'Jazz' }] } as unknown as Event['concerts'][number]['artist'];

/** Friday 4 December 2026, 20:00–23:30 in Copenhagen; doors at 19:00. */
const concert: TranslatedEvent = {
  id: 12,
  title: 'Vinterjazz',
  description: '<p>En aften med jazz.</p>',
  translations: { en: { title: 'Winter jazz' } },
  ticketUrl: 'https://billetter.example/12',
  concerts: [{ id: 1, from: '2026-12-04T19:00:00Z', to: '2026-12-04T22:30:00Z', artist }],
  venue,
  isPublic: true,
  doorsAt: '2026-12-04T18:00:00Z',
  ageLimit: 18,
  status: 'scheduled',
  kind: 'concert',
  admission: 'ticket',
  from: '2026-12-04T19:00:00Z',
  to: '2026-12-04T22:30:00Z',
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

/** A bar night paid at the door, sold out, on Saturday 9 January 2027. */
const barNight: TranslatedEvent = {
  ...concert,
  id: 13,
  title: 'Baraften i januar',
  translations: undefined,
  concerts: [],
  kind: 'bar-night',
  admission: 'door',
  doorPrice: 60,
  status: 'sold-out',
  from: '2027-01-09T19:00:00Z',
  to: '2027-01-09T23:00:00Z',
};

const english = { locale: 'en' } as const;

describe('the programme in English', () => {
  fixClockAt('2026-11-20T12:00:00Z');

  it('shows an event page with English dates, details and headings, and the Danish description marked', async () => {
    renderAdminScreen(<EventPage event={concert} pageUrl="https://example.org/en/events/12" />, {}, english);

    expect(await screen.findByRole('heading', { level: 1, name: 'Winter jazz' })).toBeTruthy();
    expect(screen.getByText('Friday 4 December 2026, 20:00\u2060–\u206023:30')).toBeTruthy();
    expect(texts(within(screen.getByRole('list', { name: 'Practical information' })).getAllByRole('listitem'))).toEqual(['Doors 19:00', 'Ages 18+']);
    expect(screen.getByRole('link', { name: 'Buy tickets for Winter jazz' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Add to calendar/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Share' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Line-up' })).toBeTruthy();
    expect(screen.getByText('20:00\u2060–\u206023:30')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the concert' })).toBeTruthy();
    expect(screen.getByText('En aften med jazz.').closest('[lang="da"]')).toBeTruthy();
    expect(screen.getByText('(in Danish)')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Accessibility' })).toBeTruthy();
    expect(screen.getByText('Step-free access')).toBeTruthy();
    expect(screen.getByText('Ramp at the back entrance')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/kl\.|Køb billet|Dørene|Koncerter/);
  });

  it('says in English what kind of night it is, its status and what it costs at the door', async () => {
    renderAdminScreen(<EventPage event={barNight} pageUrl="https://example.org/en/events/13" />, {}, english);

    expect(await screen.findByText('Bar night · Saturday 9 January 2027, 20:00\u2060–\u206000:00')).toBeTruthy();
    expect(screen.getByText('There are no tickets left.')).toBeTruthy();
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
    expect(screen.getByText('DKK 60 on the door')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'About the bar night' })).toBeTruthy();
    // No English title: the Danish one, marked.
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Baraften i januar (in Danish)');
  });

  it('lists the programme by month in English, with English dates, times and filters', async () => {
    renderAdminScreen(
      <EventListPage events={[concert, barNight].map(asListed)} position={{}} filters={{ kind: 'bar-night' }} genres={[]} venues={[{ id: 2, name: 'Spillestedet' }]} kinds={['concert', 'bar-night']} />,
      {},
      english,
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Concerts' })).toBeTruthy();
    expect(texts(screen.getAllByRole('heading', { level: 2 })).slice(0, 2)).toEqual(['December 2026', 'January 2027']);
    const december = screen.getByRole('region', { name: 'December 2026' });
    expect(december.textContent).toContain('FRI4DEC');
    expect(within(december).getByRole('link', { name: 'Winter jazz' })).toBeTruthy();
    expect(december.textContent).toContain('20:00 · Spillestedet, Aarhus');
    const january = screen.getByRole('region', { name: 'January 2027' });
    expect(january.textContent).toContain('SAT9JAN');
    expect(january.textContent).toContain('Sold out');
    expect(january.textContent).toContain('Bar night');
    expect(screen.getByText('Filter (1)')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Type' }).textContent).toBe('Type:AllConcertBar night');
    expect(screen.getByRole('link', { name: 'Step-free access' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Past concerts' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Follow the programme' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Koncerter|kl\.|Filtrér|Udsolgt/);
  });

  it('names a later slice of the programme and of the archive by its month in English', async () => {
    renderAdminScreen(<EventArchivePage events={[asListed(concert)]} position={{ fra: '2026-12' }} next={{ fra: '2026-11' }} />, {}, english);

    expect(await screen.findByRole('heading', { level: 1, name: 'Past concerts' })).toBeTruthy();
    expect(screen.getByText(/Concerts up to and including December 2026\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '2026' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the latest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Show more/ })).toBeTruthy();
  });

  it('shows a venue page in English', async () => {
    renderAdminScreen(<VenuePage venue={venue} upcoming={[]} moreUpcoming={false} past={[asListed(concert)]} page={1} morePast={false} />, {}, english);

    expect(await screen.findByRole('heading', { level: 2, name: 'Upcoming concerts' })).toBeTruthy();
    expect(screen.getByText('No upcoming concerts here right now.')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Show on map/ })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Played here' })).toBeTruthy();
    expect(screen.getByText('No hearing loop')).toBeTruthy();
    expect(screen.getByText('Ramp at the back entrance')).toBeTruthy();
  });

  it('shows the landing page in English, the tagline in English where it has one', async () => {
    renderAdminScreen(
      <LandingPage
        name="Foreningen"
        tagline={{ text: 'Live music in Aarhus', inDanish: false }}
        images={[]}
        events={[concert, barNight]}
        renderEvent={(event) => <EventRow event={event} />}
        team={<p>Holdet</p>}
      />,
      {},
      english,
    );

    expect(await screen.findByText('Live music in Aarhus')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all concerts' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Next concert' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Coming up' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full programme' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Meet the team' })).toBeTruthy();
  });

  it('keeps the Danish page in Danish', async () => {
    renderAdminScreen(<EventPage event={concert} pageUrl="https://example.org/events/12" />, {});

    expect(await screen.findByRole('heading', { level: 1, name: 'Vinterjazz' })).toBeTruthy();
    expect(screen.getByText('fredag 4. december 2026 kl. 20.00\u2060–\u206023.30')).toBeTruthy();
    expect(texts(within(screen.getByRole('list', { name: 'Praktisk' })).getAllByRole('listitem'))).toEqual(['Dørene åbner kl. 19.00', 'Aldersgrænse 18 år']);
    expect(screen.getByRole('heading', { name: 'Om koncerten' })).toBeTruthy();
    expect(screen.queryByText('(på dansk)')).toBeNull();
  });
});
