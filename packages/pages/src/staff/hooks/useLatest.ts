import { useLayoutEffect, useRef } from 'react';

/**
 * A ref that always holds the latest value. A machine is created once per mount, so the actions
 * a screen provides read the current props and callbacks through it instead of the first ones.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
