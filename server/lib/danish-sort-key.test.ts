import { describe, expect, it } from 'vitest';
import { danishSortKey } from './danish-sort-key';

const sorted = (names: string[]) =>
  [...names].sort((a, b) => (danishSortKey(a) < danishSortKey(b) ? -1 : danishSortKey(a) > danishSortKey(b) ? 1 : 0));

describe('danishSortKey', () => {
  it('puts æ, ø and å after z, in that order', () => {
    expect(sorted(['Åen', 'Øl', 'Zebra', 'Æble', 'abe'])).toEqual(['abe', 'Zebra', 'Æble', 'Øl', 'Åen']);
  });

  it('reads aa as å', () => {
    expect(sorted(['Aarhus', 'Aalborg', 'Åbenrå', 'Amager', 'Vejle'])).toEqual(['Amager', 'Vejle', 'Åbenrå', 'Aalborg', 'Aarhus']);
  });

  it('ignores case and accents, and sorts ä and ö as æ and ø', () => {
    expect(sorted(['Émile', 'emma', 'Eddie'])).toEqual(['Eddie', 'Émile', 'emma']);
    expect(sorted(['Öresund', 'Ærø', 'Oslo', 'Ørsted'])).toEqual(['Oslo', 'Ærø', 'Öresund', 'Ørsted']);
  });

  it('orders shorter words and spaces first', () => {
    expect(sorted(['Vega Bar', 'Vegabar', 'Vega'])).toEqual(['Vega', 'Vega Bar', 'Vegabar']);
  });

  it('uses only characters every collation orders alike', () => {
    expect(danishSortKey('Ærø & Åen – 2026!')).toMatch(/^[0-9a-z]*$/);
  });
});
