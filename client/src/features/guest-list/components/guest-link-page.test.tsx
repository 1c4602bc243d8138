import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '../../../components/in-language';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../../../shared/i18n';
import type { PostedForm } from '../../../../../shared/posted-form';
import type { GuestLinkView } from '../../../../../shared/schemas/guest-list';
import { GuestLinkPage } from './guest-link-page';

const VIEW: GuestLinkView = {
  event: { id: 12, title: 'Jazzaften', from: '2099-03-12T19:00:00.000Z', to: '2099-03-12T22:00:00.000Z', venue: { id: 1, name: 'Huset' } },
  artist: { id: 7, name: 'Kaja Kvartet' },
  closesAt: '2099-03-12T18:30:00.000Z',
  open: true,
  limit: 4,
  left: 2,
  entries: [
    { id: 1, name: 'Sofie Berg', plus: 1, own: true },
    { id: 2, name: 'Lydmand Lars', plus: 0, own: false },
  ],
};

/** The page in a router (its links), as the server renders it; `posted` as after a form posted without scripts. */
function renderPage(view: GuestLinkView | undefined, posted?: PostedForm, locale: Locale = 'da') {
  const root = createRootRoute();
  const here = createRoute({ getParentRoute: () => root, path: '/', component: () => <GuestLinkPage view={view} /> });
  const event = createRoute({ getParentRoute: () => root, path: '/events/$eventId' });
  const router = createRouter({ routeTree: root.addChildren([here, event]), history: createMemoryHistory({ initialEntries: ['/'] }), context: { postedForm: () => posted } });
  return render(<RouterProvider router={router as never} />, inLanguage(locale));
}

describe('GuestLinkPage', () => {
  it('shows the night, the places left, the act’s guests, and plain forms to add a name and remove its own', async () => {
    renderPage(VIEW);
    expect(await screen.findByRole('heading', { level: 1, name: 'Gæsteliste' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Jazzaften' }).getAttribute('href')).toBe('/events/12');
    expect(screen.getByText('2 af 4 pladser tilbage')).toBeTruthy();
    const guests = screen.getByRole('list');
    expect(within(guests).getByText('Sofie Berg +1')).toBeTruthy();
    const remove = within(guests).getByRole('button', { name: 'Fjern Sofie Berg' });
    const removeForm = remove.closest('form')!;
    expect(removeForm.getAttribute('method')).toBe('post');
    expect(Object.fromEntries(new FormData(removeForm))).toEqual({ action: 'remove', entryId: '1' });
    expect(within(guests).getByText('Skrevet på af spillestedet')).toBeTruthy();
    expect(within(guests).queryByRole('button', { name: 'Fjern Lydmand Lars' })).toBeNull();

    const add = screen.getByRole('button', { name: 'Skriv på listen' }).closest('form')!;
    expect(add.getAttribute('method')).toBe('post');
    expect((within(add).getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).name).toBe('name');
    // Two places left: the name and one more at most.
    const plus = within(add).getByRole('combobox', { name: 'Har med (+N)' });
    expect(within(plus).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ingen (kun navnet)', '+1']);
  });

  it('shows a refusal after a post, and the typed name at its field', async () => {
    renderPage(VIEW, { values: { name: 'Jens', plus: 1 }, refusals: {}, message: 'Gæstelisten er fuld: I har 4 pladser, og de er brugt' });
    expect((await screen.findByRole('alert')).textContent).toBe('Gæstelisten er fuld: I har 4 pladser, og de er brugt');
    expect((screen.getByRole('textbox', { name: 'Navn' }) as HTMLInputElement).value).toBe('Jens');
  });

  it('takes no names when the places are used, once the doors are open, or from an unknown link', async () => {
    const { unmount } = renderPage({ ...VIEW, left: 0 });
    expect(await screen.findByText('Alle pladser er brugt. Fjern et navn for at skrive et andet på.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Skriv på listen' })).toBeNull();
    unmount();

    const closed = renderPage({ ...VIEW, open: false, closesAt: '2020-01-01T18:00:00.000Z' });
    expect((await screen.findByRole('status')).textContent).toBe('Gæstelisten er lukket: dørene er åbnet');
    expect(screen.queryByRole('button')).toBeNull();
    closed.unmount();

    renderPage(undefined);
    expect((await screen.findByRole('status')).textContent).toContain('Linket er ugyldigt eller udløbet');
  });

  it('is in English on an English page, the server\'s Danish refusals too', async () => {
    renderPage(VIEW, { values: { name: '' }, refusals: { name: 'Skriv gæstens navn' }, message: 'Der er kun 1 plads tilbage på gæstelisten: skriv færre med (+N)' }, 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Guest list' })).toBeTruthy();
    expect(screen.getByText('2 of 4 places left')).toBeTruthy();
    expect(document.body.textContent).toContain('Kaja Kvartet at Jazzaften');
    expect(document.body.textContent).toContain('Thursday 12 March 2099, 20:00\u2060–\u206023:00, Huset');
    expect(screen.getByText('You can change the names until the doors open: Thursday 12 March 2099, 19:30.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Only 1 place is left on the guest list: bring fewer along (+N)');
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Enter the guest’s name');
    expect(screen.getByRole('button', { name: 'Remove Sofie Berg' })).toBeTruthy();
    expect(screen.getByText('Added by the venue')).toBeTruthy();
    const plus = screen.getByRole('combobox', { name: 'Bringing (+N)' });
    expect(within(plus).getAllByRole('option').map((option) => option.textContent)).toEqual(['Nobody (just the name)', '+1']);
    expect(screen.getByRole('button', { name: 'Add to the list' })).toBeTruthy();
  });
});
