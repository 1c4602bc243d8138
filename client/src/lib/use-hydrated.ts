import { useSyncExternalStore } from 'react';

const never = () => () => {};

/** False while the page renders on the server and hydrates, true from the browser's next render on. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
