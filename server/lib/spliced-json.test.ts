import { describe, expect, it } from 'vitest';
import { isSplicedList, SplicedJson } from './spliced-json';

describe('spliced JSON', () => {
  it('puts each record where its stand-in was serialized, whatever the text around it', () => {
    const answer = new SplicedJson();
    const records = [{ id: 1, title: 'Åben aften' }, { id: 2, title: 'Citat: "\\u0000"' }].map((record) =>
      answer.standIn(Buffer.from(JSON.stringify(record))),
    );
    const text = JSON.stringify({ result: { data: { page: 1, records } }, note: 'ø' });
    expect(JSON.parse(answer.splice(text).toString())).toEqual({
      result: { data: { page: 1, records: [{ id: 1, title: 'Åben aften' }, { id: 2, title: 'Citat: "\\u0000"' }] } },
      note: 'ø',
    });
  });

  it('leaves text alone that only looks like a stand-in, and marks of another answer', () => {
    const mine = new SplicedJson();
    const theirs = new SplicedJson();
    theirs.standIn(Buffer.from('{"id":1}'));
    const foreign = JSON.stringify([theirs.standIn(Buffer.from('{"id":2}'))]);
    const lookalike = JSON.stringify({ text: '\u0000abc:0' });
    expect(mine.splice(lookalike).toString()).toBe(lookalike);
    // The other answer's second mark names a piece this answer does not have.
    expect(mine.splice(foreign).toString()).toBe(foreign);
  });

  it('knows a list of stand-ins from a list of values', () => {
    const answer = new SplicedJson();
    expect(isSplicedList({ records: [answer.standIn(Buffer.from('{}'))] })).toBe(true);
    expect(isSplicedList({ records: [] })).toBe(false);
    expect(isSplicedList({ records: [{ id: 1 }] })).toBe(false);
    expect(isSplicedList(null)).toBe(false);
  });
});
