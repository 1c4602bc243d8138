import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingCalendar, Hold } from '../../../../../shared/schemas/hold';
import { onePage, refusal, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { BookingCalendarPage } from './booking-calendar-page';

const AT = '2027-02-01T10:00:00.000Z';
const kaja: Hold = { id: 11, venueId: 1, date: '2027-03-12', rank: 1, expiresOn: '2027-03-05', application: { id: 4, name: 'Kaja Kvartet' }, note: 'Vil gerne have fredag', createdAt: AT };
const lyd: Hold = { id: 12, venueId: 1, date: '2027-03-12', rank: 2, expiresOn: '2027-03-08', artist: { id: 9, name: 'Lyd & Lys' }, createdAt: AT };
const march: BookingCalendar = {
  venueId: 1,
  month: '2027-03',
  days: [
    { date: '2027-03-06', closed: { id: 3, venueId: 1, date: '2027-03-06', reason: 'Privat udlejning' }, holds: [], events: [] },
    { date: '2027-03-12', holds: [lyd, kaja], events: [] },
    { date: '2027-03-20', holds: [], events: [{ id: 7, title: 'Forårsjazz', isPublic: true, startsAt: '2027-03-20T19:00:00.000Z' }] },
  ],
};
const base = {
  'venues.list': onePage([
    { id: 1, name: 'Loppen' },
    { id: 2, name: 'Pumpehuset' },
  ]),
  'artists.list': onePage([{ id: 9, name: 'Lyd & Lys' }]),
  'applications.list': onePage([
    { id: 4, actName: 'Kaja Kvartet', status: 'reviewing' },
    { id: 5, actName: 'Ærø Brass', status: 'new' },
  ]),
  'offers.list': { records: [] },
};

/** `answers` may hold getters, asked when the procedure is called (spreading would ask them at once). */
function renderCalendar(answers: Record<string, unknown>, onNavigate = vi.fn()) {
  renderAdminScreen(<BookingCalendarPage venueId={1} month="2027-03" today="2027-03-01" onNavigate={onNavigate} />, Object.defineProperties({ ...base }, Object.getOwnPropertyDescriptors(answers)));
  return { user: userEvent.setup(), onNavigate };
}

const day = (name: string) => screen.getByRole('listitem', { name });
/** What an element reads on screen: without its menu's button and hidden items. */
function shown(element: HTMLElement) {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of Array.from(copy.querySelectorAll('button, [hidden]'))) hidden.remove();
  return copy.textContent;
}
/** What a day's options read. */
const optionsOf = (name: string) => within(within(day(name)).getByRole('list', { name: 'Optioner' })).getAllByRole('listitem').map(shown);

describe('BookingCalendarPage', () => {
  it('shows the month in Danish, a closed day with its reason, events and both options with their acts, expiry and note', async () => {
    const { user, onNavigate } = renderCalendar({ 'holds.calendar': march });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookingkalender' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Marts 2027' })).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Dage i marts 2027' })).getAllByRole('heading', { level: 3 })).toHaveLength(31);
    expect(day('mandag 1. marts (i dag)').getAttribute('aria-current')).toBe('date');

    expect(day('lørdag 6. marts').textContent).toContain('Lukket: Privat udlejning');
    const event = within(day('lørdag 20. marts')).getByRole('link', { name: 'Forårsjazz' });
    expect(event.getAttribute('href')).toBe('/admin/events/7/edit');
    expect(day('lørdag 20. marts').textContent).toContain('kl. 20.00');

    expect(optionsOf('fredag 12. marts')).toEqual(['1. optionKaja Kvartetudløber 5. mar.Vil gerne have fredag', '2. optionLyd & Lysudløber 8. mar.']);
    const options = within(within(day('fredag 12. marts')).getByRole('list', { name: 'Optioner' })).getAllByRole('listitem');
    expect(within(options[0]!).getByRole('link', { name: 'Kaja Kvartet' }).getAttribute('href')).toBe('/admin/ansoegninger/4');
    expect(within(options[1]!).getByRole('link', { name: 'Lyd & Lys' }).getAttribute('href')).toBe('/admin/artists/9/edit');

    await user.click(screen.getByRole('button', { name: /Næste måned/ }));
    expect(onNavigate).toHaveBeenCalledWith({ month: '2027-04' });
    await user.click(screen.getByRole('button', { name: /Forrige måned/ }));
    expect(onNavigate).toHaveBeenCalledWith({ month: '2027-02' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spillested' }), 'Pumpehuset');
    expect(onNavigate).toHaveBeenCalledWith({ venueId: 2 });
  });

  it("gives an option on a day and shows the server's refusal in the form", async () => {
    const { user } = renderCalendar({ 'holds.calendar': march, 'holds.create': refusal(409, 'Datoen har allerede en første og en anden option') });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for fredag 12. marts' }));
    await user.click(screen.getByRole('button', { name: 'Giv option' }));
    const dialog = screen.getByRole('dialog', { name: 'Ny option' });
    expect((within(dialog).getByLabelText('Dato') as HTMLInputElement).value).toBe('2027-03-12');
    // Two weeks from today, as the date is later.
    expect((within(dialog).getByLabelText(/^Udløber/) as HTMLInputElement).value).toBe('2027-03-12');
    expect(texts(within(within(dialog).getByRole('combobox', { name: /^Ansøgning/ })).getAllByRole('option'))).toEqual(['Ingen ansøgning', 'Kaja Kvartet', 'Ærø Brass']);

    // Neither an application nor an artist: the form says so before sending.
    await user.click(within(dialog).getByRole('button', { name: 'Giv option' }));
    expect(within(dialog).getByText('Vælg en ansøgning eller en kunstner')).toBeTruthy();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Ansøgning/ }), 'Ærø Brass');
    await user.click(within(dialog).getByRole('button', { name: 'Giv option' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Datoen har allerede en første og en anden option');
    expect(screen.getByRole('dialog', { name: 'Ny option' })).toBeTruthy();
  });

  it('releases the first option after asking, and the second moves up', async () => {
    let calendar = march;
    const release = vi.fn(() => {
      calendar = { ...march, days: [march.days[0]!, { date: '2027-03-12', holds: [{ ...lyd, rank: 1 }], events: [] }, march.days[2]!] };
      return { movedUp: { ...lyd, rank: 1 } };
    });
    const { user } = renderCalendar({
      get 'holds.calendar'() {
        return calendar;
      },
      get 'holds.release'() {
        return release();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for 1. option Kaja Kvartet' }));
    await user.click(screen.getByRole('button', { name: 'Slip option' }));
    const confirm = screen.getByRole('dialog', { name: 'Slip option?' });
    expect(confirm.textContent).toContain('1. option for Kaja Kvartet fredag 12. marts slippes. En 2. option på dagen rykker op som 1. option.');
    expect(release).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Slip option' }));

    expect(release).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(within(day('fredag 12. marts')).queryByRole('link', { name: 'Kaja Kvartet' })).toBeNull());
    expect(optionsOf('fredag 12. marts')).toEqual(['1. optionLyd & Lysudløber 8. mar.']);
  });

  it('extends an option to a new last day, keeping its note', async () => {
    const update = vi.fn((input: unknown) => ({ ...kaja, ...(input as object) }));
    const { user } = renderCalendar({
      'holds.calendar': march,
      get 'holds.update'() {
        return update({ expiresOn: '2027-03-10' });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for 1. option Kaja Kvartet' }));
    await user.click(within(day('fredag 12. marts')).getByRole('button', { name: 'Forlæng' }));
    const dialog = screen.getByRole('dialog', { name: 'Forlæng option' });
    expect(dialog.textContent).toContain('1. option for Kaja Kvartet, fredag 12. marts.');
    const expiry = within(dialog).getByLabelText(/^Udløber/) as HTMLInputElement;
    expect(expiry.value).toBe('2027-03-05');
    expect((within(dialog).getByLabelText(/^Note/) as HTMLTextAreaElement).value).toBe('Vil gerne have fredag');

    // Past the date it holds: refused before sending.
    // A date field's value is a whole date or nothing.
    fireEvent.change(expiry, { target: { value: '2027-03-13' } });
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(within(dialog).getByText('Optionen skal udløbe senest på datoen, den holder')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    fireEvent.change(expiry, { target: { value: '2027-03-10' } });
    await user.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forlæng option' })).toBeNull());
    expect(update).toHaveBeenCalledOnce();
  });

  it('closes a free day with a reason, and offers to open a closed one again', async () => {
    const close = vi.fn(() => ({ id: 8, venueId: 1, date: '2027-03-13' }));
    const { user } = renderCalendar({
      'holds.calendar': march,
      get 'holds.close'() {
        return close();
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for lørdag 6. marts' }));
    expect(close).not.toHaveBeenCalled();
    expect(within(day('lørdag 6. marts')).getByRole('button', { name: 'Åbn dagen igen' })).toBeTruthy();
    expect(within(day('lørdag 6. marts')).queryByRole('button', { name: 'Giv option' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Handlinger for lørdag 13. marts' }));
    await user.click(within(day('lørdag 13. marts')).getByRole('button', { name: 'Luk dagen' }));
    const dialog = screen.getByRole('dialog', { name: 'Luk dagen' });
    await user.type(within(dialog).getByLabelText(/^Hvorfor/), 'Sommerfest');
    await user.click(within(dialog).getByRole('button', { name: 'Luk dagen' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Luk dagen' })).toBeNull());
    expect(close).toHaveBeenCalledOnce();
  });

  it('says there are no venues yet, with the way to make one', async () => {
    renderAdminScreen(<BookingCalendarPage venueId={undefined} month="2027-03" today="2027-03-01" onNavigate={() => {}} />, { ...base, 'venues.list': onePage([]) });
    expect((await screen.findByRole('link', { name: 'Opret et spillested' })).getAttribute('href')).toBe('/admin/venues/create');
  });
});
