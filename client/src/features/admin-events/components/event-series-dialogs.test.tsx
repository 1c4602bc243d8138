import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EventSeriesButtons } from './event-series-dialogs';

// Sat 21 March 2026 20:00 in Copenhagen (winter time).
const FROM = '2026-03-21T19:00:00.000Z';

function renderButtons() {
  const onCopy = vi.fn(async () => {});
  const onRepeat = vi.fn(async () => {});
  render(<EventSeriesButtons from={FROM} onCopy={onCopy} onRepeat={onRepeat} />);
  return { onCopy, onRepeat, user: userEvent.setup() };
}

const previewDates = () => within(screen.getByRole('region', { name: /nye events/ })).getAllByRole('listitem').map((item) => item.textContent);

describe('EventSeriesButtons', () => {
  it('previews the dates in Danish, Copenhagen time across the spring change, before anything is made', async () => {
    const { onRepeat, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Gentag'));
    expect(screen.getByRole('heading', { name: '4 nye events' })).toBeTruthy();
    expect(previewDates()).toEqual([
      'lørdag 28. marts 2026 kl. 20.00',
      'lørdag 4. april 2026 kl. 20.00',
      'lørdag 11. april 2026 kl. 20.00',
      'lørdag 18. april 2026 kl. 20.00',
    ]);

    await user.selectOptions(screen.getByLabelText('Gentag'), 'Hver måned');
    await user.selectOptions(screen.getByLabelText(/Antal kopier/), '2');
    expect(previewDates()).toEqual(['tirsdag 21. april 2026 kl. 20.00', 'torsdag 21. maj 2026 kl. 20.00']);
    expect(onRepeat).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Opret 2 events' }));
    expect(onRepeat).toHaveBeenCalledWith({ every: 'month', count: 2 });
  });

  it('offers the count from 2 to 26', async () => {
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    const options = within(screen.getByLabelText(/Antal kopier/)).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(Array.from({ length: 25 }, (_, index) => String(index + 2)));
    await user.selectOptions(screen.getByLabelText('Gentag'), 'Hver anden uge');
    await user.selectOptions(screen.getByLabelText(/Antal kopier/), '26');
    expect(previewDates()).toHaveLength(26);
    expect(previewDates().at(-1)).toBe('lørdag 20. marts 2027 kl. 20.00');
  });

  it('copies to the date and time typed in Copenhagen time, a week later unless changed', async () => {
    const { onCopy, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Kopiér' }));
    const field = screen.getByLabelText(/Første koncert begynder/) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('2026-03-28T20:00');
    fireEvent.change(field, { target: { value: '2026-04-04T20:00' } });
    await user.click(within(field.closest('form')!).getByRole('button', { name: 'Kopiér' }));
    expect(onCopy).toHaveBeenCalledWith({ from: '2026-04-04T18:00:00.000Z' });
  });
});
