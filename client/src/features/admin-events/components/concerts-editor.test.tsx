import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONCERTS_REQUIRED } from '../../../../../shared/event-night';
import { concertListSchema } from '../../../../../shared/schemas/event';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import type { ConcertRow } from '../concert-rows';
import { ConcertsEditor } from './concerts-editor';

const ARTISTS = [
  { id: 1, label: 'Fjordlys' },
  { id: 2, label: 'Sølvpapir' },
  { id: 3, label: 'Kælderkoret' },
];

// A concert's running order, as the event form's rules (nightIssues) require it for a concert.
const schema = z.object({ concerts: concertListSchema.min(1, { error: CONCERTS_REQUIRED }) });

function RunningOrder({
  concerts,
  onSubmit,
}: {
  concerts: ConcertRow[];
  onSubmit: (value: z.output<typeof schema>) => Promise<void>;
}) {
  const form = useSchemaForm({ schema, defaultValues: { concerts }, onSubmit });
  return (
    <form.AppForm>
      <form.Form>
        <ConcertsEditor form={form} fields={{ concerts: 'concerts' }} artists={ARTISTS} onCreateArtist={() => {}} />
        <form.SubmitButton>Gem</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  );
}

function renderEditor(concerts: ConcertRow[] = [{ artistID: 0, from: '', to: '' }]) {
  const onSubmit = vi.fn(async () => {});
  render(<RunningOrder concerts={concerts} onSubmit={onSubmit} />);
  return { onSubmit, user: userEvent.setup() };
}

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a Copenhagen wall-clock time into a datetime-local field and leaves it. */
function setTime(label: string, local: string) {
  fireEvent.change(input(label), { target: { value: local } });
  fireEvent.blur(input(label));
}

async function pickArtist(user: ReturnType<typeof userEvent.setup>, concert: number, name: string) {
  await user.type(screen.getByRole('combobox', { name: `Kunstner, koncert ${concert}` }), name.slice(0, 4));
  await user.click(screen.getByRole('option', { name }));
}

describe('ConcertsEditor', () => {
  // Spring: 01:30 is winter time (UTC+1), 03:30 summer time (UTC+2), one hour of music, not two.
  // Autumn: 01:00 summer time (UTC+2) to 04:00 winter time (UTC+1), four hours the night the clock goes back.
  it.each([
    [
      'the spring change (29 March 2026)',
      '2026-03-29T01:30',
      '2026-03-29T03:30',
      '2026-03-29T00:30:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ],
    [
      'the autumn change (25 October 2026)',
      '2026-10-25T01:00',
      '2026-10-25T04:00',
      '2026-10-24T23:00:00.000Z',
      '2026-10-25T03:00:00.000Z',
    ],
  ])('reads times as Copenhagen time across %s', async (_, start, end, from, to) => {
    const { onSubmit, user } = renderEditor();
    await pickArtist(user, 1, 'Fjordlys');
    setTime('Start, koncert 1', start);
    setTime('Slut, koncert 1', end);
    await user.click(screen.getByRole('button', { name: 'Gem' }));

    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({ concerts: [{ artistID: 1, from, to }] });
  });

  it('keeps the first artist when a second concert gets its own', async () => {
    const { onSubmit, user } = renderEditor();
    await pickArtist(user, 1, 'Fjordlys');
    setTime('Start, koncert 1', '2026-06-12T20:00');
    setTime('Slut, koncert 1', '2026-06-12T21:00');
    await user.click(screen.getByRole('button', { name: 'Tilføj koncert' }));
    await pickArtist(user, 2, 'Sølvpapir');

    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toHaveProperty('value', 'Fjordlys');
    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 2' })).toHaveProperty('value', 'Sølvpapir');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      concerts: [
        { artistID: 1, from: '2026-06-12T18:00:00.000Z', to: '2026-06-12T19:00:00.000Z' },
        { artistID: 2, from: '2026-06-12T19:00:00.000Z', to: '2026-06-12T20:00:00.000Z' },
      ],
    });
  });

  it('says so when a pick takes the place of the chosen artist, and keeps both, the new one as the next concert', async () => {
    const { onSubmit, user } = renderEditor([{ artistID: 1, from: '2026-06-12T18:00:00.000Z', to: '2026-06-12T19:00:00.000Z' }]);
    await user.clear(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' }));
    await pickArtist(user, 1, 'Sølvpapir');
    expect(screen.getByRole('status').textContent).toContain('Fjordlys er skiftet ud med Sølvpapir. En koncert har én kunstner.');
    await user.click(screen.getByRole('button', { name: 'Behold begge' }));

    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toHaveProperty('value', 'Fjordlys');
    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 2' })).toHaveProperty('value', 'Sølvpapir');
    expect(screen.queryByText(/er skiftet ud med/)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      concerts: [
        { artistID: 1, from: '2026-06-12T18:00:00.000Z', to: '2026-06-12T19:00:00.000Z' },
        { artistID: 2, from: '2026-06-12T19:00:00.000Z', to: '2026-06-12T20:00:00.000Z' },
      ],
    });
  });

  it('undoes a pick that took the place of the chosen artist', async () => {
    const { user } = renderEditor([{ artistID: 1, from: '2026-06-12T18:00:00.000Z', to: '2026-06-12T19:00:00.000Z' }]);
    await user.clear(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' }));
    await pickArtist(user, 1, 'Sølvpapir');
    await user.click(screen.getByRole('button', { name: 'Fortryd' }));
    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toHaveProperty('value', 'Fjordlys');
    expect(screen.queryByRole('combobox', { name: 'Kunstner, koncert 2' })).toBeNull();
  });

  it('shows a time the spring change skips as the hour after it', () => {
    renderEditor();
    setTime('Start, koncert 1', '2026-03-29T02:30');
    expect(input('Start, koncert 1').value).toBe('2026-03-29T03:30');
  });

  it('starts a new concert where the last one ended, an hour long', async () => {
    const { user } = renderEditor();
    setTime('Start, koncert 1', '2026-06-12T20:00');
    setTime('Slut, koncert 1', '2026-06-12T21:15');
    await user.click(screen.getByRole('button', { name: 'Tilføj koncert' }));

    expect(input('Start, koncert 2').value).toBe('2026-06-12T21:15');
    expect(input('Slut, koncert 2').value).toBe('2026-06-12T22:15');
  });

  it('keeps the concerts in start order, re-sorted once the running order is left', async () => {
    const { onSubmit, user } = renderEditor([
      {
        artistID: 1,
        from: '2026-06-12T18:00:00.000Z',
        to: '2026-06-12T19:00:00.000Z',
      },
      {
        artistID: 2,
        from: '2026-06-12T19:00:00.000Z',
        to: '2026-06-12T20:00:00.000Z',
      },
    ]);
    // Sølvpapir now opens the evening, at 17:00 Copenhagen time. Going on to its end, the row stays
    // where it is; leaving the running order swaps the rows.
    fireEvent.change(input('Start, koncert 2'), { target: { value: '2026-06-12T17:00' } });
    fireEvent.blur(input('Start, koncert 2'), { relatedTarget: input('Slut, koncert 2') });
    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 2' })).toHaveProperty('value', 'Sølvpapir');
    fireEvent.blur(input('Slut, koncert 2'), { relatedTarget: screen.getByRole('button', { name: 'Gem' }) });

    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 1' })).toHaveProperty('value', 'Sølvpapir');
    expect(screen.getByRole('combobox', { name: 'Kunstner, koncert 2' })).toHaveProperty('value', 'Fjordlys');
    expect(input('Start, koncert 1').value).toBe('2026-06-12T17:00');
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      concerts: [
        {
          artistID: 2,
          from: '2026-06-12T15:00:00.000Z',
          to: '2026-06-12T20:00:00.000Z',
        },
        {
          artistID: 1,
          from: '2026-06-12T18:00:00.000Z',
          to: '2026-06-12T19:00:00.000Z',
        },
      ],
    });
  });

  it('refuses an end before the start at once, also when the start is moved past the end', async () => {
    const { onSubmit, user } = renderEditor([
      {
        artistID: 1,
        from: '2026-06-12T18:00:00.000Z',
        to: '2026-06-12T19:00:00.000Z',
      },
    ]);
    expect(screen.queryByText('Koncertens sluttid skal være efter starttiden')).toBeNull();

    setTime('Start, koncert 1', '2026-06-12T22:00');
    expect(screen.getByText('Koncertens sluttid skal være efter starttiden')).toBeTruthy();
    expect(input('Slut, koncert 1').getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(input('Slut, koncert 1'));

    setTime('Slut, koncert 1', '2026-06-12T23:00');
    expect(screen.queryByText('Koncertens sluttid skal være efter starttiden')).toBeNull();
  });

  it('needs at least one concert', async () => {
    const { onSubmit, user } = renderEditor([
      {
        artistID: 1,
        from: '2026-06-12T18:00:00.000Z',
        to: '2026-06-12T19:00:00.000Z',
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Fjern koncert 1' }));

    expect(screen.getByText('Et event skal have mindst én koncert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Tilføj koncert' }));
  });
});
