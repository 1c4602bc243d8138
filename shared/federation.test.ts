import { describe, expect, it } from 'vitest';
import { defaultFederationHandle, FEDERATION_HANDLE_MAX, FEDERATION_HANDLE_PATTERN } from './federation';

describe('the fediverse handle made from the names', () => {
  it('is the short name (else the name) in the letters Mastodon takes, Danish letters spelt out', () => {
    expect(defaultFederationHandle({ shortName: 'Stengade 30', name: 'Foreningen Stengade' })).toBe('stengade_30');
    expect(defaultFederationHandle({ shortName: '', name: 'Århus Støj & Ærlig Musik' })).toBe('aarhus_stoej_aerlig_musik');
    expect(defaultFederationHandle({ name: 'Café Près' })).toBe('cafe_pres');
    expect(defaultFederationHandle({})).toBe('program');
    expect(defaultFederationHandle({ name: '♪♪♪' })).toBe('program');
  });

  it('is always a handle the settings would take', () => {
    for (const name of ['Stengade', 'Musikhuset ved Åen i Aarhus, landets ældste spillested for rytmisk musik', ' a _ b ', '1234']) {
      const handle = defaultFederationHandle({ name });
      expect(handle, name).toMatch(FEDERATION_HANDLE_PATTERN);
      expect(handle.length).toBeLessThanOrEqual(FEDERATION_HANDLE_MAX);
    }
  });
});
