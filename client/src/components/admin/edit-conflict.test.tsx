import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEditConflict } from './edit-conflict';

const MESSAGE = 'Eventet er ændret af Mads Jørgensen mandag 23. november 2026 kl. 00.09, efter du hentede det';

function EditPage({ reload }: { reload: () => Promise<unknown> }) {
  const conflict = useEditConflict(reload);
  return (
    <>
      {conflict.notice}
      <button type="button" onClick={() => conflict.onConflict(MESSAGE)}>
        Gem
      </button>
    </>
  );
}

describe('useEditConflict', () => {
  it('shows nothing until a save is refused as stale', () => {
    render(<EditPage reload={async () => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s message and loads the newer version only when asked', async () => {
    const reload = vi.fn(async () => {});
    const user = userEvent.setup();
    render(<EditPage reload={reload} />);

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(MESSAGE);
    expect(alert.textContent).toContain('Det, du har skrevet, står stadig i formularen.');
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Hent den nye version' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
