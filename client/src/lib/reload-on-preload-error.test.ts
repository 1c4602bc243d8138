import { describe, expect, it, vi } from 'vitest';
import { reloadOnPreloadError } from './reload-on-preload-error';

function failChunk(url: string): Event {
  const event = Object.assign(new Event('vite:preloadError', { cancelable: true }), {
    payload: new TypeError(`Failed to fetch dynamically imported module: ${url}`),
  });
  window.dispatchEvent(event);
  return event;
}

describe('reloadOnPreloadError', () => {
  it('reloads once per distinct failed chunk, then lets the error through', () => {
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    reloadOnPreloadError();

    expect(failChunk('/assets/venues-1.js').defaultPrevented).toBe(true);
    expect(failChunk('/assets/venues-1.js').defaultPrevented).toBe(false);
    expect(failChunk('/assets/edit-2.js').defaultPrevented).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
