import { brickMessages } from './messages';

/** §5: codes are lower-cased and trimmed before they are checked or saved. */
export function normalizeBrickCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * §5: with Exact the code's length must equal the brick's length, with Max it must not exceed
 * it. Returns the specification's message, or undefined when the code fits. The code is
 * checked as it will be saved (normalized).
 */
export function brickCodeLengthError(code: string, length: number, exact: boolean): string | undefined {
  const size = normalizeBrickCode(code).length;
  if (exact) return size === length ? undefined : brickMessages.codeLengthExact(length);
  return size <= length ? undefined : brickMessages.codeLengthMax(length);
}
