import { useState } from 'react';

export interface ControllableValue<Value> {
  value?: Value;
  defaultValue?: Value;
  onValueChange?: ((value: Value) => void) | undefined;
}

/**
 * The `value` / `defaultValue` / `onValueChange` trio in one place: controlled when `value` is
 * given, otherwise the component keeps its own state. Either way `onValueChange` hears of changes.
 */
export function useControllableValue<Value>(
  { value, defaultValue, onValueChange }: ControllableValue<Value>,
  fallback: Value,
): [Value, (next: Value) => void] {
  const [own, setOwn] = useState<Value>(defaultValue ?? fallback);
  const controlled = value !== undefined;
  const setValue = (next: Value) => {
    if (!controlled) setOwn(next);
    onValueChange?.(next);
  };
  return [controlled ? value : own, setValue];
}
