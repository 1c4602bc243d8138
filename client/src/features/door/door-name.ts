import { useSyncExternalStore } from 'react';

/** Chosen once per phone: the door it stands at is the same every night. */
const KEY = 'spillested:door';
const listeners = new Set<() => void>();

const read = () => {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
};

export function saveDoorName(name: string | null) {
  try {
    if (name === null) localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, name);
  } finally {
    for (const listener of listeners) listener();
  }
}

/** The phone's door ("Dør 1"), or null until it is chosen (and on the server, which cannot know). */
export function useDoorName(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    read,
    () => null,
  );
}
