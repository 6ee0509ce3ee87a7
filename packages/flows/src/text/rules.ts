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

/**
 * Whether cleaning took hidden characters out (issue 43): `after` holds fewer bidirectional
 * controls and zero-width characters than `before`. The field then says so, since the change
 * cannot be seen.
 */
export function hiddenCharactersRemoved(before: string, after: string = cleanName(before)): boolean {
  return countHidden(after) < countHidden(before);
}

function countHidden(text: string): number {
  return text.match(INVISIBLE)?.length ?? 0;
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

/** Tab, line feed and carriage return: the line breaks a multi-line text (a note, a message) may hold. */
function isLineBreakOrTab(code: number): boolean {
  return code === 0x09 || code === 0x0a || code === 0x0d;
}

/** Control characters other than tab and line breaks (NUL, bell, escape, DEL, C1). */
function hasControlBesidesLineBreaks(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if ((code <= 0x1f && !isLineBreakOrTab(code)) || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

export type TextProblem = NameProblem | 'separator';

export interface TextRules extends NameRules {
  /** A multi-line text (text area): tab and line breaks are allowed, other controls are not. */
  multiline?: boolean;
  /** A character the text may not hold because the store joins parts with it (bid admin e-mails: ';'). */
  separator?: string;
}

/**
 * Why a free text cannot be kept (issue 36): as nameProblem, but a multi-line text may hold tab and
 * line breaks, and a text may be refused a separator character. Give it the cleaned text.
 */
export function textProblem(text: string, { max, multiline = false, separator }: TextRules): TextProblem | undefined {
  if (multiline ? hasControlBesidesLineBreaks(text) : hasControl(text)) return 'control';
  if (text.length > max) return 'tooLong';
  if (separator && text.includes(separator)) return 'separator';
  return undefined;
}

/** The visible text of rich-text markup (tags dropped, the common entities read), whose length a limit counts. */
export function richTextLength(html: string): number {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|amp|#39);/g, ' ').length;
}
