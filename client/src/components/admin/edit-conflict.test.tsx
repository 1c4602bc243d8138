import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useEditConflict } from './edit-conflict';

const MESSAGE = 'Eventet er ændret af Mads Jørgensen mandag 23. november 2026 kl. 00.09, efter du hentede det';

type Version = { updatedAt: string; title: string; description: string; isPublic: boolean; concerts: number[] };

const LOADED: Version = { updatedAt: '2026-11-23T00:05:00.000Z', title: 'Jazz', description: '<p>Om</p>', isPublic: true, concerts: [1] };
const THEIRS: Version = { updatedAt: '2026-11-23T00:09:00.000Z', title: 'Jazzaften', description: '<p>Om aftenen</p>', isPublic: false, concerts: [1] };
const FIELDS = {
  values: ({ updatedAt: _updatedAt, ...values }: Version) => values,
  labels: { title: 'Titel', description: 'Beskrivelse', isPublic: 'Offentligt', concerts: 'Koncerter' },
};

/** An edit page as the admin screens use the hook: the save names `base`, a refusal calls onConflict. */
function EditPage({ loaded, stored, reload, save }: { loaded: Version; stored: Version; reload: () => Promise<unknown>; save: (base: Version) => void }) {
  const conflict = useEditConflict({
    loaded,
    latest: async () => stored,
    reload,
    fields: FIELDS,
  });
  return (
    <>
      {conflict.notice}
      <button type="button" onClick={() => conflict.onConflict(MESSAGE)}>
        Afvist
      </button>
      <button type="button" onClick={() => save(conflict.base)}>
        Gem
      </button>
    </>
  );
}

describe('useEditConflict', () => {
  it('shows nothing until a save is refused as stale', () => {
    render(<EditPage loaded={LOADED} stored={THEIRS} reload={async () => {}} save={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says who changed what, lets the next save name their version, and loads it only when asked', async () => {
    const reload = vi.fn(async () => {});
    const save = vi.fn();
    const user = userEvent.setup();
    render(<EditPage loaded={LOADED} stored={THEIRS} reload={reload} save={save} />);

    await user.click(screen.getByRole('button', { name: 'Afvist' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGE);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Titel: »Jazzaften«', 'Beskrivelse', 'Offentligt: nej']);
    expect(alert.textContent).toContain('Gem igen for at skrive det oven i den nye version');
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Gem' }));
    expect(save).toHaveBeenCalledWith(THEIRS);

    await user.click(screen.getByRole('button', { name: 'Hent den nye version' }));
    expect(reload).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('stays quiet when the record is unchanged: the refusal had another reason, which its toast gives', async () => {
    const user = userEvent.setup();
    render(<EditPage loaded={LOADED} stored={LOADED} reload={async () => {}} save={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Afvist' }));
    await new Promise((done) => setTimeout(done, 0));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is over once the form holds a newer version', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<EditPage loaded={LOADED} stored={THEIRS} reload={async () => {}} save={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Afvist' }));
    await screen.findByRole('alert');
    rerender(<EditPage loaded={{ ...THEIRS, updatedAt: '2026-11-23T00:10:00.000Z' }} stored={THEIRS} reload={async () => {}} save={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
