import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import type { EventRepeatInput } from '../../../../../shared/schemas/event';
import { EventSeriesButtons, SeriesPlanButton } from './event-series-dialogs';

// Sat 21 March 2026 20:00 in Copenhagen (winter time).
const FROM = '2026-03-21T19:00:00.000Z';

function renderButtons() {
  const onCopy = vi.fn(async () => {});
  const onRepeat = vi.fn(async () => {});
  render(<EventSeriesButtons from={FROM} onCopy={onCopy} onRepeat={onRepeat} />);
  return { onCopy, onRepeat, user: userEvent.setup() };
}

const previewDates = () => within(screen.getByRole('region', { name: /aftener i alt/ })).getAllByRole('listitem').map((item) => item.textContent);

describe('EventSeriesButtons', () => {
  it('previews the dates in Danish, Copenhagen time across the spring change, before anything is made', async () => {
    const { onRepeat, user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Gentag'));
    // Counted in evenings, this one included.
    expect(screen.getByRole('heading', { name: '4 aftener i alt' })).toBeTruthy();
    expect(previewDates()).toEqual([
      'lørdag 21. marts 2026 kl. 20.00 (dette event)',
      'lørdag 28. marts 2026 kl. 20.00',
      'lørdag 4. april 2026 kl. 20.00',
      'lørdag 11. april 2026 kl. 20.00',
    ]);

    await user.selectOptions(screen.getByLabelText('Gentag'), 'Hver måned');
    await user.selectOptions(screen.getByLabelText(/Aftener i alt/), '3');
    expect(previewDates()).toEqual(['lørdag 21. marts 2026 kl. 20.00 (dette event)', 'tirsdag 21. april 2026 kl. 20.00', 'torsdag 21. maj 2026 kl. 20.00']);
    expect(onRepeat).not.toHaveBeenCalled();

    // POST /api/events/{id}/repeat counts the copies, as it always has.
    await user.click(screen.getByRole('button', { name: 'Opret 2 events' }));
    expect(onRepeat).toHaveBeenCalledWith({ every: 'month', count: 2 });
  });

  it('offers 3 to 27 evenings in all', async () => {
    const { user } = renderButtons();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    const options = within(screen.getByLabelText(/Aftener i alt/)).getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(Array.from({ length: 25 }, (_, index) => String(index + 3)));
    await user.selectOptions(screen.getByLabelText('Gentag'), 'Hver anden uge');
    await user.selectOptions(screen.getByLabelText(/Aftener i alt/), '27');
    expect(previewDates()).toHaveLength(27);
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

/** The create screen's "Gentag …": a plan kept with the form, made when the event is saved. */
function PlanHolder({ from }: { from: string }) {
  const [plan, setPlan] = useState<EventRepeatInput>();
  return (
    <>
      <SeriesPlanButton from={from} plan={plan} onPlan={setPlan} />
      <output aria-label="Planen">{JSON.stringify(plan ?? null)}</output>
    </>
  );
}

describe('SeriesPlanButton', () => {
  it('chooses a series while the event is created, counted in evenings, and can drop it again', async () => {
    render(<PlanHolder from={FROM} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    await user.selectOptions(screen.getByLabelText(/Aftener i alt/), '3');
    expect(previewDates()).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: 'Gentag' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByLabelText('Planen').textContent).toBe(JSON.stringify({ every: 'week', count: 2 }));
    expect(screen.getByText('Gentages hver uge: 3 aftener i alt, den sidste lørdag 4. april 2026 kl. 20.00.')).toBeTruthy();

    // Opened again, it starts from the plan.
    await user.click(screen.getByRole('button', { name: 'Ret gentagelsen …' }));
    expect((screen.getByLabelText(/Aftener i alt/) as HTMLSelectElement).value).toBe('2');
    await user.click(screen.getByRole('button', { name: 'Annuller' }));

    await user.click(screen.getByRole('button', { name: 'Gentag ikke' }));
    expect(screen.getByLabelText('Planen').textContent).toBe('null');
    expect(screen.getByRole('button', { name: 'Gentag …' })).toBeTruthy();
  });

  it("waits for the first concert's start to show the dates", async () => {
    render(<PlanHolder from="" />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Gentag …' }));
    expect(screen.getByRole('heading', { name: '4 aftener i alt' })).toBeTruthy();
    expect(screen.getByText('Datoerne følger den første koncerts start, når den er udfyldt.')).toBeTruthy();
  });
});
