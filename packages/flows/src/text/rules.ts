/**
 * Joinery's own text rules for names and other single-line fields (issue 36): what is stripped
 * before a save and what is refused. Pure: no domain, no messages (each domain words its own).
 */

/**
 * Bidirectional controls: embeddings and overrides U+202A-U+202E, isolates U+2066-U+2069, the
 * left-to-right and right-to-left marks U+200E/U+200F and the Arabic letter mark U+061C. With
 * them "invoice\u202Efdp.exe" displays as "invoiceexe.pdf".
 */
const BIDI_CONTROLS = '\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C';
/** Zero-width space, non-joiner and joiner U+200B-U+200D, word joiner U+2060, BOM U+FEFF. */
const ZERO_WIDTH = '\u200B-\u200D\u2060\uFEFF';
const INVISIBLE = new RegExp(`[${BIDI_CONTROLS}${ZERO_WIDTH}]`, 'g');

/** C0 controls (tab and line breaks included: a name is one line), DEL and the C1 controls. */
function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code <= 0x1f || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** The text without bidirectional controls and zero-width characters; nothing else changes. */
export function cleanName(text: string): string {
  return text.replace(INVISIBLE, '');
}

export type NameProblem = 'control' | 'tooLong';

export interface NameRules {
  /** The most characters (UTF-16 code units, as the browser's maxLength counts) the field takes. */
  max: number;
}

/**
 * Why a name cannot be saved: 'control' when it holds a control character, 'tooLong' when it
 * is longer than `max`; undefined when it may be saved. Give it the cleaned text.
 */
export function nameProblem(text: string, { max }: NameRules): NameProblem | undefined {
  if (hasControl(text)) return 'control';
  if (text.length > max) return 'tooLong';
  return undefined;
}
