import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('accepts paths on this site', () => {
    expect(redirectTarget('/admin/venues?page=2')).toBe('/admin/venues?page=2');
  });

  it('refuses other sites and anything that is not a path', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'admin', 42, undefined]) {
      expect(redirectTarget(value)).toBeUndefined();
    }
  });
});
