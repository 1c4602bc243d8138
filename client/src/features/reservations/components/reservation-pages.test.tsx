import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../../shared/i18n';
import { translatorFor } from '../../../../../shared/i18n/translators';
import type { PostedForm } from '../../../../../shared/posted-form';
import type { Event } from '../../../../../shared/schemas/event';
import type { ReservationView } from '../../../../../shared/schemas/reservation';
import { TranslatorProvider } from '../../../lib/i18n';
import { ReservationPage } from './reservation-page';
import { ReservePage } from './reserve-page';

const night = {
  id: 12,
  title: 'Quiz i baren',
  from: '2027-03-12T19:00:00.000Z',
  to: '2027-03-12T22:00:00.000Z',
  venue: { id: 1, name: 'Loppen' },
  admission: 'reservation',
  reservationCapacity: 40,
  placesLeft: 12,
} as unknown as Event;

const view: ReservationView = {
  event: { id: 12, title: 'Quiz i baren', from: '2027-03-12T19:00:00.000Z', to: '2027-03-12T22:00:00.000Z', venue: { id: 1, name: 'Loppen' } },
  name: 'Kaja Holm',
  places: 2,
  status: 'held',
  expiresAt: '2027-03-01T10:30:00.000Z',
};

/** The page in a router (its links), as the server renders it; `posted` as after a form posted without scripts. */
function renderPage(page: React.ReactNode, posted?: PostedForm, locale: Locale = 'da') {
  const root = createRootRoute();
  const here = createRoute({ getParentRoute: () => root, path: '/', component: () => <TranslatorProvider translator={translatorFor(locale)}>{page}</TranslatorProvider> });
  const event = createRoute({ getParentRoute: () => root, path: '/events/$eventId' });
  const router = createRouter({
    routeTree: root.addChildren([here, event]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { postedForm: () => posted },
  });
  return render(<RouterProvider router={router as never} />);
}

describe('ReservePage', () => {
  it('asks name, e-mail and 1–6 places in one plain form, and says how many places are left', async () => {
    renderPage(<ReservePage event={night} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserver pladser' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Quiz i baren' }).getAttribute('href')).toBe('/events/12');
    expect(screen.getByText('12 pladser tilbage')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Reserver' }).closest('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect((within(form).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).name).toBe('name');
    expect((within(form).getByRole('textbox', { name: 'E-mail' }) as HTMLInputElement).type).toBe('email');
    const places = within(form).getByRole('combobox', { name: 'Antal pladser' });
    expect(within(places).getAllByRole('option').map((option) => option.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
  });

  it('offers the wait list on a full night, and shows the answer or a refusal at its field after a post', async () => {
    const { unmount } = renderPage(<ReservePage event={{ ...night, placesLeft: 0 }} />);
    expect(await screen.findByText('Fuldt', { exact: true })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Skriv mig på ventelisten' })).toBeTruthy();
    unmount();

    const refused = renderPage(<ReservePage event={night} />, { values: { name: 'Kaja', email: 'kaja@', places: 2 }, refusals: { email: 'Skriv en gyldig e-mailadresse' } });
    const email = await screen.findByRole('textbox', { name: 'E-mail' });
    expect((email as HTMLInputElement).value).toBe('kaja@');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Skriv en gyldig e-mailadresse')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'Antal pladser' }) as HTMLSelectElement).value).toBe('2');
    refused.unmount();

    renderPage(<ReservePage event={night} />, { values: {}, refusals: {}, done: 'Tjek din indbakke' });
    expect((await screen.findByRole('status')).textContent).toBe('Tjek din indbakke');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ReservationPage', () => {
  it('shows the night, the places and a button to confirm while the address is unconfirmed, and one to cancel', async () => {
    renderPage(<ReservationPage reservation={view} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Din reservation' })).toBeTruthy();
    expect(screen.getByText('Kaja Holm, 2 pladser')).toBeTruthy();
    expect(screen.getByText('Venter på din bekræftelse')).toBeTruthy();
    expect(screen.getByText(/^Bekræft senest .* kl\. 11\.30\.$/)).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    const confirm = screen.getByRole('button', { name: 'Bekræft' }) as HTMLButtonElement;
    const cancel = screen.getByRole('button', { name: 'Annuller reservationen' }) as HTMLButtonElement;
    expect(confirm.closest('form')).toBe(cancel.closest('form'));
    expect([confirm.name, confirm.value, cancel.value]).toEqual(['action', 'confirm', 'cancel']);
  });

  it('has only the cancel button once confirmed, and says an unknown link is no longer valid', async () => {
    const { unmount } = renderPage(<ReservationPage reservation={{ ...view, status: 'confirmed', expiresAt: undefined, places: 1 }} />);
    expect(await screen.findByText('Bekræftet: pladserne er dine')).toBeTruthy();
    expect(screen.getByText('Kaja Holm, 1 plads')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Bekræft' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Annuller reservationen' })).toBeTruthy();
    unmount();

    const qr = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M4 4.5h7"/></svg>';
    const withCode = renderPage(<ReservationPage reservation={{ ...view, status: 'confirmed', expiresAt: undefined, doorCode: 'K7Q29XDM4PZA', doorQr: qr }} />);
    const pass = await screen.findByRole('img', { name: 'QR-kode til døren: K7Q2 9XDM 4PZA' });
    expect(pass.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 29 29');
    expect(screen.getByRole('heading', { name: 'Vis koden i døren' })).toBeTruthy();
    expect(screen.getByText('K7Q2 9XDM 4PZA')).toBeTruthy();
    withCode.unmount();

    renderPage(<ReservationPage reservation={undefined} />);
    expect((await screen.findByRole('status')).textContent).toContain('Linket er ugyldigt eller udløbet.');
  });
});

describe('the reservation pages in English', () => {
  it('asks for places in English, and says the server’s Danish answer and refusals in English', async () => {
    const { unmount } = renderPage(<ReservePage event={night} />, undefined, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserve places' })).toBeTruthy();
    expect(screen.getByText('Friday 12 March 2027, 20:00\u2060–\u206023:00, Loppen')).toBeTruthy();
    expect(screen.getByText('12 places left')).toBeTruthy();
    const form = screen.getByRole('button', { name: 'Reserve' }).closest('form')!;
    expect(within(form).getByRole('textbox', { name: 'Name' })).toBeTruthy();
    expect(within(form).getByRole('combobox', { name: 'Number of places' })).toBeTruthy();
    // The reservation's mails will be in English.
    expect((form.querySelector('input[name="language"]') as HTMLInputElement).value).toBe('en');
    unmount();

    const refused = renderPage(<ReservePage event={night} />, { values: { email: 'kaja@' }, refusals: { email: 'Skriv en gyldig e-mailadresse' } }, 'en');
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeTruthy();
    refused.unmount();

    renderPage(
      <ReservePage event={night} />,
      { values: {}, refusals: {}, done: 'Tjek din indbakke: vi holder pladserne i 30 minutter, til du har bekræftet med linket i den e-mail, vi har sendt.' },
      'en',
    );
    expect((await screen.findByRole('status')).textContent).toBe("Check your inbox: we're holding your places for 30 minutes until you confirm with the link in the e-mail we've sent you.");
  });

  it('shows a reservation in English, its deadline on Copenhagen’s clock', async () => {
    renderPage(<ReservationPage reservation={view} />, undefined, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reservation' })).toBeTruthy();
    expect(screen.getByText('Kaja Holm, 2 places')).toBeTruthy();
    expect(screen.getByText('Waiting for you to confirm')).toBeTruthy();
    expect(screen.getByText('Please confirm by Monday 1 March 2027, 11:30.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel the reservation' })).toBeTruthy();
  });
});
