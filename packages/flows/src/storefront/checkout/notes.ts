import { NOTES_MAX_LENGTH } from './constants';
import { checkoutMessages } from './messages';

/** storefront.md §5: printable ASCII only, space to tilde. */
const PRINTABLE_ASCII = /^[\x20-\x7E]*$/;

/** Typing or pasting beyond the limit is blocked: such a change is refused, the old text kept. */
export function notesWithinLimit(notes: string): boolean {
  return notes.length <= NOTES_MAX_LENGTH;
}

export function notesRemaining(notes: string): number {
  return Math.max(0, NOTES_MAX_LENGTH - notes.length);
}

/** The notes message when the text holds anything outside printable ASCII, else null. */
export function notesError(notes: string): string | null {
  return PRINTABLE_ASCII.test(notes) ? null : checkoutMessages.notesSpecialCharacters;
}

/**
 * The message beside the notes box: the short variant "No special characters allowed", since the
 * box names the field; the pre-submit message uses "... in Notes" (docs/decisions.md).
 */
export function notesFieldError(notes: string): string | null {
  return notesError(notes) === null ? null : checkoutMessages.specialCharactersVariant;
}
