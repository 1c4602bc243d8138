/**
 * A value made the first time it is asked for. Intl's formatters load ICU's locale and time-zone
 * data when they are constructed, about 10 MB that a server would otherwise hold from start-up
 * whether or not it has formatted a date yet (issue 11's idle memory).
 */
export function onFirstUse<T>(create: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= create());
}
