import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shift } from '../../../../../shared/schemas/shift';
import { renderAdminScreen } from '../../../components/admin/render-admin-screen';
import { SignupActions } from './shift-parts';
import { testShift as shift } from './test-shift';

const VIEWER = 7;
const person = (memberId: number, firstName: string) => ({ memberId, firstName, lastName: 'Holm' });


/** Renders the buttons; the procedures they called are kept, in order. */
function renderActions(actions: Shift) {
  const called: string[] = [];
  const answers = new Proxy({} as Record<string, unknown>, {
    has: (_target, path) => {
      called.push(String(path));
      return true;
    },
    get: () => actions,
  });
  renderAdminScreen(<SignupActions shift={actions} viewerId={VIEWER} label="Bar, Fredagsbar" />, answers);
  return { user: userEvent.setup(), called };
}

describe('SignupActions', () => {
  it.each([
    ['Giv vagten tilbage', 'Bekræft: giv vagten tilbage', 'shifts.giveBack', shift({ mine: true, signup: { state: 'signed-up' } })],
    ['Byt vagt', 'Bekræft: tilbyd pladsen til bytte', 'shifts.offerSwap', shift({ mine: true, signup: { state: 'signed-up' } })],
    [
      'Overtag Idas vagt',
      'Bekræft: overtag Idas vagt',
      'shifts.takeSwap',
      shift({ signup: { state: 'full', reason: 'Vagten er fuld' }, swaps: [{ id: 9, ...person(8, 'Ida'), offeredAt: '2026-06-01T10:00:00.000Z' }], swapSignup: { state: 'free' } }),
    ],
  ])('asks before "%s" acts, with the question in focus, and does nothing on "Fortryd"', async (label, confirm, procedure, given) => {
    const { user, called } = renderActions(given);
    await user.click(await screen.findByRole('button', { name: `${label} Bar, Fredagsbar` }));
    expect(called).not.toContain(procedure);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: `${confirm} Bar, Fredagsbar` }));
    await user.click(screen.getByRole('button', { name: 'Fortryd' }));
    expect(called).not.toContain(procedure);

    await user.click(screen.getByRole('button', { name: `${label} Bar, Fredagsbar` }));
    await user.click(screen.getByRole('button', { name: `${confirm} Bar, Fredagsbar` }));
    expect(called).toContain(procedure);
  });
});
