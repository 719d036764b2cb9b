// A small setting kept in localStorage (sort order, hidden donate link): read once, written on change.
import { useCallback, useState } from 'react';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function useStoredChoice<T extends string>(key: string, parse: (stored: string | null) => T): [T, (value: T) => void] {
  const [value, setValue] = useState<T>(() => parse(read(key)));
  const update = useCallback(
    (next: T) => {
      setValue(next);
      try {
        localStorage.setItem(key, next);
      } catch {
        // Blocked storage: the choice still holds for this visit.
      }
    },
    [key],
  );
  return [value, update];
}
