/** Rules a text control enforces as the user types, pastes or drops text. */
export interface InputRules {
  /** The longest value allowed, in characters (UTF-16 code units, like the native `maxlength`). */
  maxLength?: number | undefined;
  /** Matches ONE allowed character, e.g. `/[ -~]/` for printable ASCII (space to tilde). */
  allowedCharacters?: RegExp | undefined;
}

export const inputBlockReasons = ['maxLength', 'disallowedCharacters'] as const;
/** Why an edit was refused: too long, or it brought in a character the rules do not allow. */
export type InputBlockReason = (typeof inputBlockReasons)[number];

/** The text an edit put in: what `next` holds between the parts it shares with `previous`. */
export function insertedText(previous: string, next: string): string {
  let start = 0;
  while (start < previous.length && start < next.length && previous[start] === next[start]) start += 1;
  let fromEnd = 0;
  while (
    fromEnd < previous.length - start &&
    fromEnd < next.length - start &&
    previous[previous.length - 1 - fromEnd] === next[next.length - 1 - fromEnd]
  ) {
    fromEnd += 1;
  }
  return next.slice(start, next.length - fromEnd);
}

/** A stateless copy of the pattern (a `g` or `y` flag would make `test` remember its position). */
function singleCharacterTest(pattern: RegExp): RegExp {
  return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
}

/**
 * Whether turning `previous` into `next` breaks a rule. Only what the edit adds is judged, so a
 * value that arrived already too long or with other characters can still be shortened and fixed.
 */
export function blockReason(previous: string, next: string, rules: InputRules): InputBlockReason | null {
  const inserted = insertedText(previous, next);
  if (rules.allowedCharacters && inserted) {
    const allowed = singleCharacterTest(rules.allowedCharacters);
    for (const character of inserted) {
      if (!allowed.test(character)) return 'disallowedCharacters';
    }
  }
  if (rules.maxLength !== undefined && next.length > rules.maxLength && next.length > previous.length) return 'maxLength';
  return null;
}
