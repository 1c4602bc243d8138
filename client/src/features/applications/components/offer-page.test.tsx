import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../../components/in-language';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../../shared/i18n';
import type { PostedForm } from '../../../../../shared/posted-form';
import type { OfferView } from '../../../../../shared/schemas/offer';
import { OfferPage } from './offer-page';

const offer: OfferView = {
  actName: 'Kaja Kvartet',
  venue: { id: 1, name: 'Loppen' },
  date: '2027-03-12',
  dealKind: 'fee',
  fee: 4000,
  // Winter time: 19.00, 20.00 and 22.00 in Copenhagen.
  doorsAt: '2027-03-12T18:00:00.000Z',
  startsAt: '2027-03-12T19:00:00.000Z',
  endsAt: '2027-03-12T21:00:00.000Z',
  hospitality: 'Aftensmad til fire og en kasse øl',
  rider: 'Flygel stemt samme dag',
  message: 'Vi glæder os til at høre jer!',
  status: 'sent',
};

const TOKEN = 'k'.repeat(43);

/** What a term reads on the page, by its label. */
function term(label: string) {
  const dt = screen.getAllByRole('term').find((element) => element.textContent === label);
  return dt?.nextElementSibling?.textContent;
}

/** The page as the server renders it after a post before the scripts ran: with the answer in the router's context. */
function renderPosted(view: OfferView, posted: PostedForm, locale: Locale = 'da') {
  const root = createRootRoute({ component: () => <OfferPage offer={view} token={TOKEN} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }), context: { postedForm: () => posted } });
  return render(<RouterProvider router={router as never} />, inLanguage(locale));
}

describe('OfferPage', () => {
  it('shows the terms in Danish and, while the offer waits, one plain form with accept and decline', () => {
    render(<OfferPage offer={offer} token={TOKEN} />, inLanguage('da'));
    expect(screen.getByRole('heading', { level: 1, name: 'Tilbud' })).toBeTruthy();
    expect(screen.getByText('Kaja Kvartet')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Besked fra Loppen' }).textContent).toContain('Vi glæder os til at høre jer!');
    expect(term('Spillested')).toBe('Loppen');
    expect(term('Dato')).toBe('fredag 12. marts 2027');
    expect(term('Dørene åbner')).toBe('kl. 19.00');
    expect(term('Koncerten')).toBe('kl. 20.00\u2060–\u206022.00');
    expect(term('Aftale')).toBe('Honorar: 4.000 kr.');
    expect(term('Forplejning')).toBe('Aftensmad til fire og en kasse øl');
    expect(term('Teknik og rider')).toBe('Flygel stemt samme dag');
    expect(term('Status')).toBe('Venter på jeres svar');

    const accept = screen.getByRole('button', { name: 'Accepter tilbuddet' }) as HTMLButtonElement;
    const decline = screen.getByRole('button', { name: 'Afslå' }) as HTMLButtonElement;
    // One form posted to the page's own address, its answer in the pressed button's `answer`.
    const form = accept.closest('form')!;
    expect(decline.closest('form')).toBe(form);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBeNull();
    expect([accept.type, accept.name, accept.value]).toEqual(['submit', 'answer', 'accept']);
    expect([decline.type, decline.name, decline.value]).toEqual(['submit', 'answer', 'decline']);
    // Usable before any script has run.
    expect(accept.disabled || decline.disabled).toBe(false);
  });

  it('offers the contract as a download by the secret of the link, with its name and size', () => {
    render(<OfferPage offer={{ ...offer, contract: { fileName: 'Kontrakt Loppen.pdf', size: 123_456, uploadedAt: '2027-02-01T10:00:00.000Z' } }} token={TOKEN} />, inLanguage('da'));
    const download = screen.getByRole('link', { name: 'Hent Kontrakt Loppen.pdf (123 kB)' });
    expect(download.getAttribute('href')).toBe(`/api/offers/contract?token=${TOKEN}`);
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('words a door deal, and leaves out what the venue did not write', () => {
    render(<OfferPage offer={{ ...offer, dealKind: 'door', fee: undefined, doorDeal: '70 % af dørsalget efter udgifter', doorsAt: undefined, hospitality: undefined, rider: undefined, message: undefined }} token={TOKEN} />, inLanguage('da'));
    expect(term('Aftale')).toBe('Dørdeal: 70 % af dørsalget efter udgifter');
    expect(term('Dørene åbner')).toBeUndefined();
    expect(term('Forplejning')).toBeUndefined();
    expect(term('Kontrakt')).toBeUndefined();
    expect(screen.queryByRole('region', { name: /Besked fra/ })).toBeNull();
  });

  it('thanks the act once it has accepted, with no buttons left', () => {
    render(<OfferPage offer={{ ...offer, status: 'accepted', answeredAt: '2027-02-03T10:00:00.000Z' }} token={TOKEN} />, inLanguage('da'));
    expect(term('Status')).toBe('Accepteret');
    expect(screen.getByRole('status').textContent).toContain('I har accepteret. Vi glæder os til at se jer!');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says a kind word when the act declined, and when the venue took the offer back', () => {
    const { unmount } = render(<OfferPage offer={{ ...offer, status: 'declined' }} token={TOKEN} />, inLanguage('da'));
    expect(term('Status')).toBe('Afslået');
    expect(screen.getByRole('status').textContent).toContain('I har afslået tilbuddet. Tak for svaret');
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    render(<OfferPage offer={{ ...offer, status: 'withdrawn' }} token={TOKEN} />, inLanguage('da'));
    expect(screen.getByRole('status').textContent).toContain('Vi har trukket tilbuddet tilbage.');
  });

  it('says plainly when the link is invalid', () => {
    render(<OfferPage offer={undefined} token={TOKEN} />, inLanguage('da'));
    expect(screen.getByRole('status').textContent).toContain('Linket er ugyldigt');
    expect(screen.queryByRole('term')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("shows the server's refusal of a post made before the scripts ran", async () => {
    renderPosted({ ...offer, status: 'accepted' }, { values: {}, refusals: {}, message: 'Tilbuddet er allerede besvaret' });
    expect((await screen.findByRole('alert')).textContent).toBe('Tilbuddet er allerede besvaret');
    expect(within(screen.getByRole('status')).getByText(/I har accepteret/)).toBeTruthy();
  });

  it('is in English on an English page: the terms, the kroner, the answers and the server\'s refusal', async () => {
    const { unmount } = render(<OfferPage offer={{ ...offer, contract: { fileName: 'Kontrakt.pdf', size: 2_400_000, uploadedAt: '2027-02-01T10:00:00.000Z' } }} token={TOKEN} />, inLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Offer' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'A message from Loppen' })).toBeTruthy();
    expect(term('Venue')).toBe('Loppen');
    expect(term('Date')).toBe('Friday 12 March 2027');
    expect(term('Doors')).toBe('19:00');
    expect(term('Show')).toBe('20:00\u2060–\u206022:00');
    expect(term('Deal')).toBe('Fee: DKK 4,000');
    expect(term('Status')).toBe('Waiting for your answer');
    expect(screen.getByRole('link', { name: 'Download Kontrakt.pdf (2.4 MB)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Accept the offer' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    unmount();

    renderPosted({ ...offer, status: 'accepted' }, { values: {}, refusals: {}, message: 'Tilbuddet er allerede besvaret' }, 'en');
    expect((await screen.findByRole('alert')).textContent).toBe('You’ve already answered this offer');
    expect(screen.getByRole('status').textContent).toMatch(/^You’ve accepted\./);
  });
});
