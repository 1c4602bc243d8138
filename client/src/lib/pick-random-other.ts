/**
 * A random item that is not `current` (docs/product.md: a random artist never repeats the one shown).
 * With nothing else to pick, the answer is `current` itself, or undefined for an empty list.
 */
export function pickRandomOther<T>(items: readonly T[], current: T | undefined, random: () => number = Math.random): T | undefined {
  const others = items.filter((item) => item !== current);
  if (others.length === 0) return items[0];
  return others[Math.floor(random() * others.length)];
}
