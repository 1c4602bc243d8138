import { TRPCClientError } from '@trpc/client';
import { ApiCallError } from './fetch-api-client';
import { describe, expect, it, vi } from 'vitest';
import { performFormAction, Refusal } from './form-action';

function effects() {
  return { notify: vi.fn(), go: vi.fn(async () => {}) };
}

describe('performFormAction', () => {
  it('on success shows a success toast and goes to /admin/events', async () => {
    const fx = effects();
    await performFormAction(async () => 'ok', { success: 'Eventet er oprettet' }, fx);

    expect(fx.notify).toHaveBeenCalledWith({ title: 'Eventet er oprettet', severity: 'success' });
    expect(fx.go).toHaveBeenCalledWith('/admin/events');
  });

  it('goes where it is told instead', async () => {
    const fx = effects();
    await performFormAction(async () => {}, { success: 'Spillestedet er slettet', to: '/admin/venues' }, fx);

    expect(fx.go).toHaveBeenCalledWith('/admin/venues');
  });

  it("on an API error shows the server's message, stays on the form and answers the refusal", async () => {
    const fx = effects();
    const refused = new ApiCallError('Spillestedet bruges af et eller flere events og kan ikke slettes', { httpStatus: 409 });

    await expect(performFormAction(() => Promise.reject(refused), { success: 'x' }, fx)).resolves.toEqual(
      new Refusal(409, 'Spillestedet bruges af et eller flere events og kan ikke slettes'),
    );

    expect(fx.notify).toHaveBeenCalledExactlyOnceWith({
      title: 'Noget gik galt...',
      message: 'Spillestedet bruges af et eller flere events og kan ikke slettes',
      severity: 'error',
    });
    expect(fx.go).not.toHaveBeenCalled();
  });

  it("words a message the API keeps in the spec's English or typos for the screen, and answers the refusal in the API's words", async () => {
    const fx = effects();
    const refused = new ApiCallError('Cover image must be set', { httpStatus: 400 });

    await expect(performFormAction(() => Promise.reject(refused), { success: 'x' }, fx)).resolves.toEqual(new Refusal(400, 'Cover image must be set'));

    expect(fx.notify).toHaveBeenCalledExactlyOnceWith({ title: 'Noget gik galt...', message: 'Vælg et coverbillede', severity: 'error' });
  });

  it('on a 409 also tells the form, which offers to load the newer version', async () => {
    const fx = effects();
    const onConflict = vi.fn();
    const message = 'Eventet er ændret af Anne Kristensen 22.11.2026 kl. 23.10; hent den nye version';
    const stale = new TRPCClientError(message, { result: { error: { message, code: -32009, data: { httpStatus: 409 } } } });

    await performFormAction(() => Promise.reject(stale), { success: 'x', onConflict }, fx);

    expect(onConflict).toHaveBeenCalledExactlyOnceWith(message);
    expect(fx.notify).toHaveBeenCalledWith({ title: 'Noget gik galt...', message, severity: 'error' });
    expect(fx.go).not.toHaveBeenCalled();
  });

  it('on any other error shows a generic toast and rethrows', async () => {
    const fx = effects();
    const bug = new TypeError('undefined is not a function');

    await expect(performFormAction(() => Promise.reject(bug), { success: 'x' }, fx)).rejects.toBe(bug);

    expect(fx.notify).toHaveBeenCalledExactlyOnceWith({
      title: 'Noget gik galt...',
      message: 'Noget gik galt...',
      severity: 'error',
    });
    expect(fx.go).not.toHaveBeenCalled();
  });
});
