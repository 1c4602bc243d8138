import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { emptyEvent, type EventFormValues } from '../event-form-values';
import { EventForm } from './event-form';

/** A new night with everything but its kind, admission and times filled in. */
const draft: EventFormValues = {
  ...emptyEvent,
  title: 'Fredagsbar',
  description: '<p>Baren er åben</p>',
  venueId: 1,
  imageUrl: 'https://spillested.test/images/cover.webp',
};

function renderForm() {
  const onSubmit = vi.fn(async (_event: unknown) => {});
  // In the admin's query layer, which the cover's focal point picker saves through.
  renderAdminScreen(
    <EventForm
      initialValues={draft}
      venues={[{ id: 1, name: 'Huset' }]}
      artists={[{ id: 1, name: 'Fjordlys' }]}
      createVenue={async () => undefined}
      createArtist={async () => undefined}
      submitLabel="Opret event"
      onSubmit={onSubmit}
    />,
    {},
  );
  return { onSubmit, user: userEvent.setup() };
}

function setTime(label: string, local: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: local } });
  fireEvent.blur(screen.getByLabelText(label));
}

describe('EventForm for nights that are not concerts', () => {
  it('makes a free bar night without artist or ticket link, with its own start and end', async () => {
    const { onSubmit, user } = renderForm();
    await screen.findByRole('combobox', { name: 'Art' });
    expect(screen.getByRole('textbox', { name: 'Billet-URL' })).toBeTruthy();
    expect(screen.queryByLabelText('Starter')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Baraften');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entré' }), 'Gratis entré');
    // No blank concert left behind, no ticket link to type.
    expect(screen.queryByRole('heading', { name: 'Koncert 1' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Billet-URL' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Opret event' }));
    expect(await screen.findByText('Angiv hvornår eventet begynder')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    setTime('Starter', '2026-12-04T17:00');
    setTime('Slutter', '2026-12-04T23:00');
    await user.click(screen.getByRole('button', { name: 'Opret event' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      kind: 'bar-night',
      admission: 'free',
      ticketUrl: undefined,
      concerts: [],
      from: '2026-12-04T16:00:00.000Z',
      to: '2026-12-04T22:00:00.000Z',
    });
  });

  it('asks for the price of a night paid at the door, and a concert for a concert', async () => {
    const { onSubmit, user } = renderForm();
    await screen.findByRole('combobox', { name: 'Art' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Quiz');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Entré' }), 'Betaling i døren');
    setTime('Starter', '2026-12-09T19:00');
    setTime('Slutter', '2026-12-09T22:00');
    await user.click(screen.getByRole('button', { name: 'Opret event' }));
    expect(await screen.findByText('Angiv entréprisen i kroner')).toBeTruthy();

    await user.type(screen.getByRole('spinbutton', { name: 'Entré i døren (kr.)' }), '60');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Koncert');
    await user.click(screen.getByRole('button', { name: 'Opret event' }));
    expect(await screen.findByText('Et event skal have mindst én koncert')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Art' }), 'Quiz');
    await user.click(screen.getByRole('button', { name: 'Opret event' }));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ kind: 'quiz', admission: 'door', doorPrice: 60 });
  });
});
