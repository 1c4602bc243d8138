import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { FederationServer } from '../../../../../shared/schemas/federation';
import { onePage, renderAdminScreen, texts } from '../../../components/admin/render-admin-screen';
import { FederationServers } from './federation-servers';

const SERVERS: FederationServer[] = [
  { host: 'mastodon.example', followers: 12, blocked: false },
  { host: 'social.example', followers: 1, blocked: false },
  { host: 'spam.example', followers: 0, blocked: true, blockedAt: '2026-03-02T09:00:00.000Z' },
];

/** Renders the section; the procedures it called are kept, in order. */
function renderSection() {
  const asked: string[] = [];
  const answers: Record<string, unknown> = {
    'federation.servers': onePage(SERVERS),
    'federation.block': { host: 'mastodon.example', followers: 0, blocked: true, blockedAt: '2026-03-03T09:00:00.000Z' },
    'federation.unblock': { host: 'spam.example', followers: 0, blocked: false },
  };
  renderAdminScreen(
    <FederationServers />,
    new Proxy(answers, {
      has: (target, path) => {
        asked.push(String(path));
        return path in target;
      },
    }),
  );
  return { user: userEvent.setup(), asked };
}

describe('FederationServers', () => {
  it('lists the servers the programme is followed from, with their followers, and the blocked ones', async () => {
    renderSection();
    const list = await screen.findByRole('list', { name: 'Følgere pr. server' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => texts([...item.firstElementChild!.children] as HTMLElement[]))).toEqual([
      ['mastodon.example', '12 følgere'],
      ['social.example', '1 følger'],
      ['spam.example', 'Blokeret mandag 2. marts 2026'],
    ]);
    expect(items.map((item) => texts(within(item).getAllByRole('button')))).toEqual([
      ['Bloker server mastodon.example'],
      ['Bloker server social.example'],
      ['Fjern blokering af spam.example'],
    ]);
  });

  it('blocks a server only once asked, and lifts a block', async () => {
    const { user, asked } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Bloker server mastodon.example' }));
    expect(asked).not.toContain('federation.block');
    const dialog = screen.getByRole('dialog', { name: 'Bloker mastodon.example?' });
    expect(dialog.textContent).toContain('Dens følgere fjernes');
    await user.click(within(dialog).getByRole('button', { name: 'Bloker server' }));
    await waitFor(() => expect(asked).toContain('federation.block'));

    await user.click(screen.getByRole('button', { name: 'Fjern blokering af spam.example' }));
    await waitFor(() => expect(asked).toContain('federation.unblock'));
  });

  it('blocks a server by its name, checked before it is sent', async () => {
    const { user, asked } = renderSection();
    const server = await screen.findByLabelText('Server');
    await user.type(server, 'ikke en server');
    await user.click(screen.getByRole('button', { name: 'Bloker server' }));
    expect(server.getAttribute('aria-invalid')).toBe('true');
    expect(asked).not.toContain('federation.block');
    await user.clear(server);
    await user.type(server, 'Spam.Example');
    await user.click(screen.getByRole('button', { name: 'Bloker server' }));
    await waitFor(() => expect(asked).toContain('federation.block'));
  });
});
