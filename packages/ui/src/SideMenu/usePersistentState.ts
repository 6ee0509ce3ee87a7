import { useEffect, useState } from 'react';

function read<Value>(key: string, fallback: () => Value): Value {
  try {
    const stored = window.localStorage.getItem(key);
    return stored === null ? fallback() : (JSON.parse(stored) as Value);
  } catch {
    // Storage blocked (privacy mode) or a value from an older shape: start fresh.
    return fallback();
  }
}

/** useState that survives reloads in localStorage under `key` (JSON). */
export function usePersistentState<Value>(
  key: string,
  fallback: () => Value,
): [Value, (next: Value) => void] {
  const [value, setValue] = useState<Value>(() => read(key, fallback));
  useEffect(() => {
    try {
      window.localStorage.setItem(key, JSON.stringify(value));
    } catch {
      // Not persisting is acceptable; the menu still works for this visit.
    }
  }, [key, value]);
  return [value, setValue];
}
