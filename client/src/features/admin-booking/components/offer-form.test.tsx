import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { BookingCalendar, Hold } from '../../../../../shared/schemas/hold';
import type { Offer } from '../../../../../shared/schemas/offer';
import { onePage, refusal, renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { BookingCalendarPage } from './booking-calendar-page';
import { feeOf, offerInputOf } from './offer-form';

const AT = '2027-02-01T10:00:00.000Z';
const kaja: Hold = { id: 11, venueId: 1, date: '2027-03-12', rank: 1, expiresOn: '2027-03-05', application: { id: 4, name: 'Kaja Kvartet' }, createdAt: AT };
const lyd: Hold = { id: 12, venueId: 1, date: '2027-03-12', rank: 2, expiresOn: '2027-03-08', artist: { id: 9, name: 'Lyd & Lys' }, createdAt: AT };
const march: BookingCalendar = {
  venueId: 1,
  month: '2027-03',
  days: [
    { date: '2027-03-12', holds: [kaja, lyd], events: [] },
    { date: '2027-03-20', holds: [], events: [{ id: 7, title: 'Forårsjazz', isPublic: false, startsAt: '2027-03-20T19:00:00.000Z' }] },
  ],
};
const sent: Offer = {
  id: 21,
  holdId: 11,
  application: { id: 4, name: 'Kaja Kvartet' },
  venue: { id: 1, name: 'Loppen' },
  date: '2027-03-12',
  dealKind: 'fee',
  fee: 4000,
  startsAt: '2027-03-12T19:00:00.000Z',
  endsAt: '2027-03-12T21:00:00.000Z',
  status: 'sent',
  createdAt: AT,
};
const base = {
  'venues.list': onePage([{ id: 1, name: 'Loppen' }]),
  'artists.list': onePage([{ id: 9, name: 'Lyd & Lys' }]),
  'applications.list': onePage([{ id: 4, actName: 'Kaja Kvartet', status: 'reviewing' }]),
  'holds.calendar': march,
};

/** `answers` may hold getters, asked when the procedure is called. */
function renderCalendar(answers: Record<string, unknown>) {
  renderAdminScreen(<BookingCalendarPage venueId={1} month="2027-03" today="2027-03-01" onNavigate={() => {}} />, Object.defineProperties({ ...base }, Object.getOwnPropertyDescriptors(answers)));
  return userEvent.setup();
}

const day = (name: string) => screen.getByRole('listitem', { name });
const holdMenu = (name: string) => screen.getByRole('button', { name: `Handlinger for ${name}` }).parentElement!;

async function openOfferForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Handlinger for 1. option Kaja Kvartet' }));
  await user.click(within(holdMenu('1. option Kaja Kvartet')).getByRole('button', { name: 'Send tilbud' }));
  return screen.getByRole('dialog', { name: 'Send tilbud' });
}

describe('the offer form', () => {
  it('is in the menu of a hold for an application only, and asks the deal, the times on the date and the texts', async () => {
    const user = renderCalendar({ 'offers.list': { records: [] } });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for 2. option Lyd & Lys' }));
    expect(within(holdMenu('2. option Lyd & Lys')).queryByRole('button', { name: 'Send tilbud' })).toBeNull();

    const dialog = await openOfferForm(user);
    expect(dialog.textContent).toContain('Til Kaja Kvartet for fredag 12. marts hos Loppen.');
    const deal = within(dialog).getByRole('group', { name: 'Aftale' });
    expect((within(deal).getByRole('radio', { name: 'Honorar' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByRole('textbox', { name: /^Honorar i kr\./ })).toBeTruthy();
    for (const [label, value] of [
      ['Dørene åbner (valgfri)', '19:00'],
      ['Koncerten begynder', '20:00'],
      ['Koncerten slutter', '22:00'],
    ] as const) {
      expect((within(dialog).getByLabelText(label) as HTMLInputElement).value).toBe(value);
    }
    for (const label of [/^Forplejning/, /^Teknik og rider/, /^Besked til akten/]) expect(within(dialog).getByRole('textbox', { name: label })).toBeTruthy();

    // A door deal asks its words instead of an amount.
    await user.click(within(deal).getByRole('radio', { name: 'Dørdeal' }));
    expect(within(dialog).queryByRole('textbox', { name: /^Honorar i kr\./ })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: /^Dørdeal/ })).toBeTruthy();
  });

  it('says what is missing before sending, then sends and closes', async () => {
    const create = vi.fn(() => sent);
    const user = renderCalendar({
      'offers.list': { records: [] },
      get 'offers.create'() {
        return create();
      },
    });
    const dialog = await openOfferForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
    expect(within(dialog).getByText('Skriv honoraret i kroner')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Dørene åbner (valgfri)'), { target: { value: '20:30' } });
    expect(await within(dialog).findByText('Dørene kan ikke åbne efter koncertens start')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByLabelText('Dørene åbner (valgfri)'), { target: { value: '19:30' } });
    await user.type(within(dialog).getByRole('textbox', { name: /^Honorar i kr\./ }), '4.000');
    await user.type(within(dialog).getByRole('textbox', { name: /^Besked til akten/ }), 'Vi glæder os');
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send tilbud' })).toBeNull());
    expect(create).toHaveBeenCalledOnce();
  });

  it('lays a chosen PDF beside the offer once it is sent, and refuses what is no PDF before sending anything', async () => {
    const create = vi.fn(() => sent);
    const upload = vi.fn(async () => new Response(JSON.stringify({ ...sent, contract: { fileName: 'kontrakt.pdf', size: 9, uploadedAt: AT } }), { status: 200 }));
    vi.stubGlobal('fetch', upload);
    try {
      const user = renderCalendar({
        'offers.list': { records: [] },
        get 'offers.create'() {
          return create();
        },
      });
      const dialog = await openOfferForm(user);
      await user.type(within(dialog).getByRole('textbox', { name: /^Honorar i kr\./ }), '4000');
      const picker = within(dialog).getByLabelText('Kontrakt (valgfri)');
      expect(picker.getAttribute('accept')).toBe('application/pdf,.pdf');

      // As a file manager showing all files lets one pick it.
      fireEvent.change(picker, { target: { files: [new File(['GIF89a'], 'plakat.gif', { type: 'image/gif' })] } });
      expect(within(dialog).getByText('Kontrakten skal være en PDF-fil')).toBeTruthy();
      await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
      expect(create).not.toHaveBeenCalled();

      const contract = new File(['%PDF-1.4 '], 'kontrakt.pdf', { type: 'application/pdf' });
      fireEvent.change(picker, { target: { files: [contract] } });
      expect(within(dialog).queryByText('Kontrakten skal være en PDF-fil')).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
      await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Send tilbud' })).toBeNull());
      expect(create).toHaveBeenCalledOnce();
      expect(upload).toHaveBeenCalledOnce();
      const [url, init] = upload.mock.calls[0] as unknown as [string, RequestInit];
      expect([url, init.method]).toEqual(['/api/offers/21/contract', 'PUT']);
      expect((init.body as FormData).get('file')).toBe(contract);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows the server's refusal at the top of the form and keeps it open", async () => {
    const user = renderCalendar({ 'offers.list': { records: [] }, 'offers.create': refusal(409, 'Der er allerede sendt et tilbud på optionen') });
    const dialog = await openOfferForm(user);
    await user.type(within(dialog).getByRole('textbox', { name: /^Honorar i kr\./ }), '4000');
    await user.click(within(dialog).getByRole('button', { name: 'Send tilbud' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Der er allerede sendt et tilbud på optionen');
    expect(screen.getByRole('dialog', { name: 'Send tilbud' })).toBeTruthy();
  });

  it('marks a hold with its offer, sends no second while one waits, and marks the event an accepted offer became', async () => {
    const accepted: Offer = { ...sent, id: 22, holdId: undefined, date: '2027-03-20', status: 'accepted', eventId: 7, artistId: 40 };
    const user = renderCalendar({ 'offers.list': { records: [sent, accepted] } });
    await user.click(await screen.findByRole('button', { name: 'Handlinger for 1. option Kaja Kvartet' }));
    expect(within(holdMenu('1. option Kaja Kvartet')).queryByRole('button', { name: 'Send tilbud' })).toBeNull();
    const options = within(within(day('fredag 12. marts')).getByRole('list', { name: 'Optioner' })).getAllByRole('listitem');
    expect(within(options[0]!).getByText('Tilbud sendt')).toBeTruthy();
    expect(within(options[1]!).queryByText(/^Tilbud /)).toBeNull();
    const events = within(day('lørdag 20. marts')).getByRole('list', { name: 'Events' });
    expect(within(events).getByText('Tilbud accepteret')).toBeTruthy();
    expect(within(events).getByRole('link', { name: 'Forårsjazz' }).getAttribute('href')).toBe('/admin/events/7/edit');
  });

  it('offers again after a declined offer', async () => {
    const user = renderCalendar({ 'offers.list': { records: [{ ...sent, status: 'declined' }] } });
    expect(await within(await screen.findByRole('listitem', { name: 'fredag 12. marts' })).findByText('Tilbud afslået')).toBeTruthy();
    expect(await openOfferForm(user)).toBeTruthy();
  });
});

describe('what the offer form sends', () => {
  it('reads a fee however it is written', () => {
    expect(feeOf('4000')).toBe(4000);
    expect(feeOf('4.000')).toBe(4000);
    expect(feeOf('4 000 kr.')).toBe(4000);
    expect(feeOf('0')).toBe(0);
    expect(feeOf('')).toBeUndefined();
    expect(feeOf('fire tusind')).toBeUndefined();
    expect(feeOf('-50')).toBeUndefined();
  });

  it('makes the times instants on the held date in Copenhagen, the end after midnight when earlier, and leaves out what is empty', () => {
    const texts = { hospitality: '', rider: '', message: '' };
    expect(offerInputOf(kaja, { dealKind: 'fee', fee: '4.000', doorDeal: 'glemt', doorsAt: '19:00', startsAt: '20:00', endsAt: '22:00', ...texts, message: 'Hej' })).toEqual({
      holdId: 11,
      dealKind: 'fee',
      fee: 4000,
      doorDeal: undefined,
      doorsAt: '2027-03-12T18:00:00.000Z',
      startsAt: '2027-03-12T19:00:00.000Z',
      endsAt: '2027-03-12T21:00:00.000Z',
      hospitality: undefined,
      rider: undefined,
      message: 'Hej',
    });
    const door = offerInputOf(kaja, { dealKind: 'door', fee: '100', doorDeal: '70 % af døren', doorsAt: '', startsAt: '22:00', endsAt: '01:30', ...texts });
    expect(door).toMatchObject({ dealKind: 'door', doorDeal: '70 % af døren', startsAt: '2027-03-12T21:00:00.000Z', endsAt: '2027-03-13T00:30:00.000Z' });
    expect('fee' in door || 'doorsAt' in door).toBe(false);
  });
});
