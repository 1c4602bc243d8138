import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('accepts paths on this site', () => {
    expect(redirectTarget('/admin/venues?page=2')).toBe('/admin/venues?page=2');
    expect(redirectTarget('/admin/%C3%A6')).toBe('/admin/%C3%A6');
  });

  it('sends characters beyond ASCII percent-encoded, as a Location header must carry them', () => {
    expect(redirectTarget('/artists/sø')).toBe('/artists/s%C3%B8');
    expect(redirectTarget('/søg?q=€')).toBe('/s%C3%B8g?q=%E2%82%AC');
  });

  it('refuses other sites and anything that is not a path', () => {
    for (const value of ['https://evil.example', '//evil.example', '/\\evil.example', 'admin', 42, undefined]) {
      expect(redirectTarget(value)).toBeUndefined();
    }
  });

  // The review's cases (issue 35) and every other kind of control and whitespace character, anywhere in the path.
  it.each([
    ['a tab that WHATWG parsing removes, leaving //evil.example', '/\t/evil.example'],
    ['a newline', '/\n'],
    ['a carriage return', '/admin\r/x'],
    ['NUL', '/\u0000'],
    ['DEL', '/admin\u007f'],
    ['a C1 control', '/admin\u0085'],
    ['a space', '/ /evil.example'],
    ['a no-break space', '/admin\u00a0x'],
    ['the line separator', '/\u2028'],
    ['the paragraph separator', '/\u2029'],
    ['an ideographic space', '/admin\u3000'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['a byte order mark', '/\ufeffadmin'],
    ['a right-to-left override', '/admin\u202e'],
    ['a lone surrogate', '/admin\ud800'],
  ])('refuses %s', (_name, value) => {
    expect(redirectTarget(value)).toBeUndefined();
  });
});
