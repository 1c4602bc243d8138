import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../lib/toasts';
import { Toaster } from './toaster';


describe('Toaster', () => {
  describe('on a fake clock', () => {
    afterEach(() => {
      // Lets every toast expire, so the next test starts with none.
      act(() => vi.runAllTimers());
      vi.useRealTimers();
    });

    it('shows a toast as a status message and removes it after 5000 ms', () => {
      vi.useFakeTimers();
      render(<Toaster />);
      act(() => {
        showToast({ title: 'Spillestedet er oprettet', severity: 'success' });
      });

      expect(screen.getByRole('status').textContent).toContain('Spillestedet er oprettet');
      act(() => vi.advanceTimersByTime(4999));
      expect(screen.queryByText('Spillestedet er oprettet')).not.toBeNull();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.queryByText('Spillestedet er oprettet')).toBeNull();
    });

    it('announces errors as alerts, with their detail', () => {
      vi.useFakeTimers();
      render(<Toaster />);
      act(() => {
        showToast({ title: 'Noget gik galt...', message: 'Spillestedet findes ikke', severity: 'error' });
      });

      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Noget gik galt...');
      expect(alert.textContent).toContain('Spillestedet findes ikke');
    });
  });

  // On the real clock: user-event waits on timers of its own, which a fake clock would stall.
  it('closes each toast with its "Luk" button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Første' });
      showToast({ title: 'Anden' });
    });

    await user.click(screen.getAllByRole('button', { name: 'Luk' })[0]!);
    expect(screen.queryByText('Første')).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('Anden');

    await user.click(screen.getByRole('button', { name: 'Luk' }));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
