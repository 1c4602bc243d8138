import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { GenreSelect } from './genre-select';

const GENRES = [
  { id: 1, name: 'Folk' },
  { id: 2, name: 'Jazz' },
  { id: 3, name: 'Elektronisk' },
  { id: 4, name: 'Electro swing' },
];

function Picker({
  onCreate,
  initial = [],
}: {
  onCreate: (name: string) => Promise<{ id: number; name: string }>;
  initial?: number[];
}) {
  const [genres, setGenres] = useState(GENRES);
  const [value, setValue] = useState(initial);
  return (
    <GenreSelect
      label="Genrer"
      name="genreIds"
      genres={genres}
      value={value}
      onChange={setValue}
      onCreate={async (name) => {
        const genre = await onCreate(name);
        setGenres((current) => [...current, genre]);
        return genre;
      }}
    />
  );
}

function renderPicker(onCreate = vi.fn(async (name: string) => ({ id: 99, name })), initial?: number[]) {
  render(<Picker onCreate={onCreate} initial={initial} />);
  return { onCreate, user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Genrer' }) };
}

const chosen = () =>
  within(screen.queryByRole('list', { name: 'Valgte genrer' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/Fjern.*/, '').trim());

describe('GenreSelect', () => {
  it('narrows the genres as you type, case ignored, and picks one with the keyboard', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'ELE');

    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Elektronisk', 'Electro swing', 'Opret »ELE«']);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toEqual(['Electro swing']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('offers no genre twice and removes one with its button', async () => {
    const { user, input } = renderPicker(undefined, [2]);
    await user.type(input, 'a');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).not.toContain('Jazz');

    await user.click(screen.getByRole('button', { name: 'Fjern Jazz' }));
    expect(chosen()).toEqual([]);
  });

  it('creates a missing genre on the spot and chooses it', async () => {
    const { onCreate, user, input } = renderPicker();
    await user.type(input, '  Shoegaze ');
    expect(screen.queryAllByRole('option').map((option) => option.textContent)).toEqual(['Opret »Shoegaze«']);

    await user.click(screen.getByRole('option', { name: 'Opret »Shoegaze«' }));
    expect(onCreate).toHaveBeenCalledExactlyOnceWith('Shoegaze');
    expect(await screen.findByText('Shoegaze')).toBeTruthy();
    expect(chosen()).toEqual(['Shoegaze']);
  });

  it('does not offer to create a genre that exists under another case', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'jazz');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Jazz']);
  });

  it('shows the server’s message when a genre cannot be created', async () => {
    const { user, input } = renderPicker(vi.fn(async () => Promise.reject(new Error('Findes allerede'))));
    await user.type(input, 'Noise{Enter}');
    expect(await screen.findByText('Findes allerede')).toBeTruthy();
    expect(chosen()).toEqual([]);
  });
});
