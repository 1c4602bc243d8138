import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { rankMatches } from '../form/combobox';
import { type GenrePick, GenreSelect } from './genre-select';

const GENRES = [
  { id: 1, name: 'Folk' },
  { id: 2, name: 'Jazz' },
  { id: 3, name: 'Elektronisk' },
  { id: 4, name: 'Electro swing' },
  { id: 5, name: 'Kystrock' },
  { id: 6, name: 'Rock' },
  { id: 7, name: 'rockabilly' },
  { id: 8, name: 'Ørkenrock' },
  { id: 9, name: 'Progrock' },
  { id: 10, name: 'Åndsrock' },
  { id: 11, name: 'Rock og rul' },
];

let latest: GenrePick[] = [];

function Picker({ initial = [] }: { initial?: GenrePick[] }) {
  const [value, setValue] = useState(initial);
  latest = value;
  return <GenreSelect label="Genrer" name="genreIds" genres={GENRES} value={value} onChange={setValue} />;
}

function renderPicker(initial?: GenrePick[]) {
  render(<Picker initial={initial} />);
  return { user: userEvent.setup(), input: screen.getByRole('combobox', { name: 'Genrer' }) };
}

const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

const chosen = () =>
  within(screen.queryByRole('list', { name: 'Valgte genrer' }) ?? document.createElement('ul'))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/Fjern.*/, '').trim());

describe('GenreSelect', () => {
  it('offers the exact match first, then names starting with the text, then the rest, each in Danish order', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'rock');
    expect(options()).toEqual(['Rock', 'Rock og rul', 'rockabilly', 'Kystrock', 'Progrock', 'Ørkenrock', 'Åndsrock']);

    // Enter picks the exact match, not "Kystrock", which comes first alphabetically.
    await user.keyboard('{Enter}');
    expect(chosen()).toEqual(['Rock']);
    expect(latest).toEqual([6]);
  });

  it('ranks matches as the picker shows them, case ignored, keeping the given order within each group', () => {
    const labelled = GENRES.map((genre) => ({ id: genre.id, label: genre.name }));
    expect(rankMatches(labelled, 'rock').map((option) => option.label)).toEqual([
      'Rock',
      'rockabilly',
      'Rock og rul',
      'Kystrock',
      'Ørkenrock',
      'Progrock',
      'Åndsrock',
    ]);
    expect(rankMatches(labelled, '')).toHaveLength(GENRES.length);
    expect(rankMatches(labelled, 'xyz')).toEqual([]);
  });

  it('narrows the genres as you type, case ignored, and picks one with the keyboard', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'ELE');

    expect(options()).toEqual(['Electro swing', 'Elektronisk', 'Opret »ELE«']);

    await user.keyboard('{ArrowDown}{Enter}');
    expect(chosen()).toEqual(['Elektronisk']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('offers no genre twice and removes one with its button', async () => {
    const { user, input } = renderPicker([2]);
    await user.type(input, 'a');
    expect(options()).not.toContain('Jazz');

    await user.click(screen.getByRole('button', { name: 'Fjern Jazz' }));
    expect(chosen()).toEqual([]);
  });

  it('notes a missing genre as new, to be made when the artist is saved', async () => {
    const { user, input } = renderPicker([1]);
    await user.type(input, '  Shoegaze ');
    expect(options()).toEqual(['Opret »Shoegaze«']);

    await user.click(screen.getByRole('option', { name: 'Opret »Shoegaze«' }));
    expect(chosen()).toEqual(['Folk', 'Shoegazeny']);
    expect(latest).toEqual([1, 'Shoegaze']);

    // Noted once, whatever the case; removed like any other.
    await user.type(input, 'shoegaze{Enter}');
    expect(latest).toEqual([1, 'Shoegaze']);
    await user.click(screen.getByRole('button', { name: 'Fjern Shoegaze' }));
    expect(latest).toEqual([1]);
  });

  it('does not offer to create a genre that exists under another case', async () => {
    const { user, input } = renderPicker();
    await user.type(input, 'jazz');
    expect(options()).toEqual(['Jazz']);
  });

  it('chooses the existing genre when its name, in another case, is typed again after it was chosen', async () => {
    const { user, input } = renderPicker([2]);
    await user.type(input, 'JAZZ{Enter}');
    expect(latest).toEqual([2]);
  });
});
