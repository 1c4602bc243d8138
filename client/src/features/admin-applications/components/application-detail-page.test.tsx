import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ApplicationDetail } from '../../../../../shared/schemas/application';
import type { Offer } from '../../../../../shared/schemas/offer';
import { refusal, renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { ApplicationDetailPage } from './application-detail-page';

const AT = '2026-11-02T09:00:00.000Z';
const kaja: ApplicationDetail = {
  id: 4,
  actName: 'Kaja Kvartet',
  contactName: 'Kaja Holm',
  email: 'kaja@example.dk',
  town: 'Aarhus',
  genres: ['jazz'],
  links: ['https://open.spotify.com/artist/abc', 'https://kaja.bandcamp.com/', 'https://kaja.dk/'],
  text: 'Nordisk jazz',
  months: ['2027-03'],
  status: 'new',
  createdAt: AT,
  statusChangedAt: AT,
  voteCount: 1,
  comments: [],
};
const voted: ApplicationDetail = {
  ...kaja,
  myVote: 'yes',
  votes: { yes: 1, maybe: 0, no: 1 },
  voteCount: 2,
  voters: [
    { member: { id: 2, firstName: 'Freja', lastName: 'Hansen' }, vote: 'no', votedAt: AT },
    { member: { id: 7, firstName: 'Jonas', lastName: 'Berg' }, vote: 'yes', votedAt: AT },
  ],
};

const noOffers = { records: [] };
const sent: Offer = {
  id: 21,
  holdId: 11,
  application: { id: 4, name: 'Kaja Kvartet' },
  venue: { id: 1, name: 'Loppen' },
  date: '2027-03-12',
  dealKind: 'fee',
  fee: 4000,
  doorsAt: '2027-03-12T18:00:00.000Z',
  startsAt: '2027-03-12T19:00:00.000Z',
  endsAt: '2027-03-12T21:00:00.000Z',
  status: 'sent',
  createdAt: '2027-02-01T10:00:00.000Z',
};
const accepted: Offer = {
  ...sent,
  id: 20,
  holdId: undefined,
  date: '2027-02-26',
  dealKind: 'door',
  fee: undefined,
  doorDeal: '70 % af dørsalget efter udgifter',
  doorsAt: undefined,
  startsAt: '2027-02-26T20:00:00.000Z',
  endsAt: '2027-02-26T23:30:00.000Z',
  status: 'accepted',
  answeredAt: '2027-01-20T12:00:00.000Z',
  eventId: 31,
  artistId: 41,
  createdAt: '2027-01-15T10:00:00.000Z',
};

describe('ApplicationDetailPage', () => {
  it("shows the act's links with their hosts' names, opening elsewhere, and hides the others' votes until one votes", async () => {
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, { 'applications.byId': kaja, 'applications.vote': voted, 'applications.list': { records: [] }, 'applications.facets': {}, 'offers.list': noOffers });
    expect(await screen.findByRole('heading', { name: 'Kaja Kvartet' })).toBeTruthy();
    const links = within(screen.getByRole('list', { name: 'Links' })).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Spotify(åbner i en ny fane)', 'Bandcamp(åbner i en ny fane)', 'kaja.dk(åbner i en ny fane)']);
    expect(links.every((link) => link.getAttribute('target') === '_blank')).toBe(true);
    expect(screen.getByText(/1 har stemt\. De andres stemmer ser du, når du selv har stemt/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giv en option' }).getAttribute('href')).toBe('/admin/booking?applicationId=4');
    expect(screen.queryByRole('list', { name: 'Hvem stemte hvad' })).toBeNull();

    fireEvent.click(within(screen.getByRole('group', { name: 'Din stemme' })).getByRole('button', { name: 'Ja' }));
    const voters = await screen.findByRole('list', { name: 'Hvem stemte hvad' });
    expect(within(voters).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Freja Hansen: Nej', 'Jonas Berg: Ja']);
    expect(screen.getByRole('button', { name: 'Ja' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Ja 1 · Måske 0 · Nej 1')).toBeTruthy();
  });

  it('offers the statuses the booking group sets, with the mail to the act ticked', async () => {
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, { 'applications.byId': kaja, 'offers.list': noOffers });
    const status = await screen.findByRole('combobox', { name: 'Status' });
    expect(within(status).getAllByRole('option').map((option) => option.textContent)).toEqual(['Ny', 'Vurderes', 'Tilbud', 'Booket', 'Afvist']);
    expect((screen.getByRole('checkbox', { name: 'Send akten mailen for den nye status' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says a withdrawn application was withdrawn by the act', async () => {
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, { 'applications.byId': { ...kaja, status: 'withdrawn' }, 'offers.list': noOffers });
    expect(await screen.findByText('Akten har trukket ansøgningen tilbage.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Giv en option' })).toBeNull();
  });

  it('lists the offers sent to the act with status, date, times and deal; a sent one is taken back after asking, an accepted one leads to its event', async () => {
    let offers = [sent, accepted];
    const withdraw = vi.fn(() => {
      offers = [{ ...sent, status: 'withdrawn', answeredAt: '2027-02-02T10:00:00.000Z' }, accepted];
      return offers[0];
    });
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, {
      'applications.byId': { ...kaja, status: 'offer' },
      get 'offers.list'() {
        return { records: offers };
      },
      get 'offers.withdraw'() {
        return withdraw();
      },
    });
    const section = await screen.findByRole('region', { name: 'Tilbud' });
    const items = within(within(section).getByRole('list', { name: 'Tilbud til akten' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('fredag 12. marts 2027 hos Loppen');
    expect(items[0]!.textContent).toContain('Sendt');
    expect(items[0]!.textContent).toContain('Døre kl. 19.00 · Koncert kl. 20.00\u2060–\u206022.00');
    expect(items[0]!.textContent).toContain('Honorar: 4.000 kr.');
    expect(items[1]!.textContent).toContain('Accepteret');
    expect(items[1]!.textContent).toContain('Dørdeal: 70 % af dørsalget efter udgifter');
    expect(within(items[1]!).getByRole('link', { name: /Åbn arrangementet/ }).getAttribute('href')).toBe('/admin/events/31/edit');
    expect(within(items[1]!).queryByRole('button', { name: 'Træk tilbage' })).toBeNull();

    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: 'Træk tilbage' }));
    const confirm = screen.getByRole('dialog', { name: 'Træk tilbuddet tilbage?' });
    expect(confirm.textContent).toContain('Tilbuddet på fredag 12. marts 2027 trækkes tilbage.');
    expect(withdraw).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Træk tilbage' }));
    expect(withdraw).toHaveBeenCalledOnce();
    await vi.waitFor(() => expect(within(section).queryByRole('button', { name: 'Træk tilbage' })).toBeNull());
    expect(within(section).getAllByRole('listitem')[0]!.textContent).toContain('Trukket tilbage');
  });

  it('says when no offer is sent yet, and where one is sent from', async () => {
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, { 'applications.byId': kaja, 'offers.list': noOffers });
    const section = await screen.findByRole('region', { name: 'Tilbud' });
    expect(section.textContent).toContain('Ingen tilbud endnu.');
    expect(within(section).getByRole('link', { name: 'bookingkalenderen' }).getAttribute('href')).toBe('/admin/booking?applicationId=4');
  });

  it("keeps the list when a withdrawal is refused, as the act answered meanwhile", async () => {
    renderAdminScreen(<ApplicationDetailPage applicationId={4} />, { 'applications.byId': kaja, 'offers.list': { records: [sent] }, 'offers.withdraw': refusal(409, 'Kun et sendt tilbud kan trækkes tilbage') });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Træk tilbage' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Træk tilbuddet tilbage?' })).getByRole('button', { name: 'Træk tilbage' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Træk tilbuddet tilbage?' })).toBeNull());
    expect(screen.getByRole('region', { name: 'Tilbud' }).textContent).toContain('Honorar: 4.000 kr.');
  });

  it("shows an offer's contract as a download, lays one beside it with a tap, and removes it after asking", async () => {
    const withContract: Offer = { ...accepted, contract: { fileName: 'Kontrakt Kaja.pdf', size: 48_200, uploadedAt: '2027-02-02T10:00:00.000Z' } };
    let offers: Offer[] = [sent, withContract];
    const remove = vi.fn(() => {
      offers = [sent, accepted];
      return accepted;
    });
    const upload = vi.fn(async () => new Response(JSON.stringify({ ...sent, contract: { fileName: 'ny.pdf', size: 9, uploadedAt: '2027-02-03T10:00:00.000Z' } }), { status: 200 }));
    vi.stubGlobal('fetch', upload);
    try {
      renderAdminScreen(<ApplicationDetailPage applicationId={4} />, {
        'applications.byId': { ...kaja, status: 'booked' },
        get 'offers.list'() {
          return { records: offers };
        },
        get 'offers.removeContract'() {
          return remove();
        },
      });
      const section = await screen.findByRole('region', { name: 'Tilbud' });
      const [open, done] = within(within(section).getByRole('list', { name: 'Tilbud til akten' })).getAllByRole('listitem');
      expect(open!.textContent).toContain('Kontrakt: ingen endnu');
      const download = within(done!).getByRole('link', { name: 'Kontrakt Kaja.pdf (48 kB)' });
      expect(download.getAttribute('href')).toBe('/api/offers/20/contract');

      const contract = new File(['%PDF-1.4 '], 'ny.pdf', { type: 'application/pdf' });
      fireEvent.change(within(open!).getByLabelText('Læg en kontrakt ved'), { target: { files: [contract] } });
      await vi.waitFor(() => expect(upload).toHaveBeenCalledOnce());
      expect((upload.mock.calls[0] as unknown as [string])[0]).toBe('/api/offers/21/contract');

      const user = userEvent.setup();
      await user.click(within(done!).getByRole('button', { name: 'Fjern kontrakten' }));
      const confirm = screen.getByRole('dialog', { name: 'Fjern kontrakten?' });
      expect(confirm.textContent).toContain('Kontrakten Kontrakt Kaja.pdf slettes.');
      await user.click(within(confirm).getByRole('button', { name: 'Fjern kontrakten' }));
      expect(remove).toHaveBeenCalledOnce();
      await vi.waitFor(() => expect(within(section).queryByRole('link', { name: /Kontrakt Kaja\.pdf/ })).toBeNull());
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
