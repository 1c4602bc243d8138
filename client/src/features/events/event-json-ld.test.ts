import { describe, expect, it } from 'vitest';
import { priceAmount } from './event-json-ld';

describe("JSON-LD's price, read from the organisers' text", () => {
  it.each([
    ['120 kr.', '120'],
    ['120 kr. / 90 kr. for medlemmer', '120'],
    ['1.200 kr.', '1200'],
    ['95,50 kr.', '95.50'],
    ['Gratis entré', '0'],
    ['gratis', '0'],
  ])('reads %j as %j', (price, amount) => {
    expect(priceAmount(price)).toBe(amount);
  });

  it.each([['Fra 120 kr.'], ['120-150 kr.'], ['120 – 150 kr.'], ['95.50'], ['Betal hvad du vil'], ['Gratisten']])('leaves %j unread', (price) => {
    expect(priceAmount(price)).toBeUndefined();
  });
});
