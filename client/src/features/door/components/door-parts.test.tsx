import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DoorEntry } from '../../../../../shared/schemas/door';
import { DoorCount } from './door-count';
import { DoorEntryList } from './door-entry-list';
import { DoorNamePicker } from './door-name-picker';
import { QrScanner } from './qr-scanner';

const entries: DoorEntry[] = [
  { key: 'r:1', kind: 'reservation', name: 'Kaja Holm', persons: 4, code: 'QWERTYUIOPASDFGH' },
  { key: 'g:2', kind: 'guest', name: 'Søren Ærø', persons: 1, label: 'Gæst hos Lilleput' },
  { key: 'v:3', kind: 'volunteer', name: 'Zoë Berg', persons: 1, label: 'Bar' },
];

describe('the count inside', () => {
  it('shows the count over the capacity, warns from 90 % and says when it is full', () => {
    const { rerender } = render(<DoorCount inside={212} capacity={300} />);
    const count = screen.getByRole('region', { name: 'Inde nu' });
    expect(count.textContent).toContain('212 / 300');
    expect(count.textContent).toContain('inde nu');
    rerender(<DoorCount inside={270} capacity={300} />);
    expect(count.textContent).toContain('Næsten fuldt');
    rerender(<DoorCount inside={300} capacity={300} />);
    expect(count.textContent).toContain('Fuldt');
    rerender(<DoorCount inside={5} capacity={undefined} />);
    expect(count.textContent).toBe('5inde nu');
  });
});

describe('the door list', () => {
  it('lets in one of a party or the rest of it, and says how many are in', async () => {
    const onCheckIn = vi.fn();
    render(<DoorEntryList entries={entries} used={new Map([['r:1', 2], ['v:3', 1]])} onCheckIn={onCheckIn} />);
    const list = screen.getByRole('list', { name: 'Dørlisten' });
    const [kaja, soren, zoe] = within(list).getAllByRole('listitem').map((row) => row.textContent ?? '');
    expect(kaja).toContain('Kaja Holm');
    expect(kaja).toContain('Reservation');
    expect(kaja).toContain('2 af 4 inde');
    expect(soren).toContain('Gæsteliste · Gæst hos Lilleput');
    expect(soren).toContain('Ikke kommet');
    expect(zoe).toContain('Inde');
    expect(within(list).queryByRole('button', { name: /Zoë Berg/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '+1: tjek 1 af Kaja Holm ind' }));
    await userEvent.click(screen.getByRole('button', { name: 'Alle 2: tjek Kaja Holm ind' }));
    await userEvent.click(screen.getByRole('button', { name: 'Tjek Søren Ærø ind' }));
    expect(onCheckIn.mock.calls.map(([entry, persons]) => [(entry as DoorEntry).key, persons])).toEqual([
      ['r:1', 1],
      ['r:1', 2],
      ['g:2', 1],
    ]);
  });

  it('says when a search finds nobody', () => {
    render(<DoorEntryList entries={[]} used={new Map()} onCheckIn={() => undefined} />);
    expect(screen.getByText('Ingen på listen hedder det.')).toBeTruthy();
  });
});

describe('choosing the door', () => {
  it('takes one of the doors offered or a name typed', async () => {
    const onPick = vi.fn();
    render(<DoorNamePicker onPick={onPick} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dør 2' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Anden dør' }), 'Bagdøren');
    await userEvent.click(screen.getByRole('button', { name: 'Vælg' }));
    expect(onPick.mock.calls).toEqual([['Dør 2'], ['Bagdøren']]);
  });
});

describe('the scanner', () => {
  it('says when there is no camera and takes the code typed instead', async () => {
    const onCode = vi.fn();
    render(<QrScanner onCode={onCode} onClose={() => undefined} />);
    expect(await screen.findByText('Kameraet kan ikke åbnes: skriv koden')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Skriv koden' }), ' QWERTYUIOPASDFGH ');
    await userEvent.click(screen.getByRole('button', { name: 'Tjek ind' }));
    expect(onCode).toHaveBeenCalledWith('QWERTYUIOPASDFGH');
  });
});
