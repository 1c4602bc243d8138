import { describe, expect, it } from 'vitest';
import { countText } from './count-text';

describe('countText', () => {
  it('gives one the singular and every other count the plural, written the Danish way', () => {
    expect(countText(1, 'modtager', 'modtagere')).toBe('1 modtager');
    expect(countText(0, 'vagt', 'vagter')).toBe('0 vagter');
    expect(countText(2, 'vagt', 'vagter')).toBe('2 vagter');
    expect(countText(1.5, 'time', 'timer')).toBe('1,5 timer');
    expect(countText(1500, 'modtager', 'modtagere')).toBe('1.500 modtagere');
  });
});
