/**
 * `compute` with its recent answers kept, by argument: for pure functions that hot paths call with
 * the same few thousand values over and over (the dates and pictures of a list, request after
 * request). When `max` answers are kept, all are let go and it starts over.
 */
export function remembered<Key, Value>(compute: (key: Key) => Value, max: number): (key: Key) => Value {
  const answers = new Map<Key, Value>();
  return (key) => {
    const kept = answers.get(key);
    if (kept !== undefined || answers.has(key)) return kept as Value;
    const answer = compute(key);
    if (answers.size >= max) answers.clear();
    answers.set(key, answer);
    return answer;
  };
}
