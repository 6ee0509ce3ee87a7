import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanName, hiddenCharactersRemoved, nameProblem } from './rules';

const INVISIBLES = [
  ...'\u202A\u202B\u202C\u202D\u202E\u2066\u2067\u2068\u2069\u200E\u200F\u061C',
  ...'\u200B\u200C\u200D\u2060\uFEFF',
];
const isInvisible = (c: string) => INVISIBLES.includes(c);
/** Any text, with the invisible characters mixed in often. */
const textWithInvisibles = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme' }), fc.constantFrom(...INVISIBLES)))
  .map((parts) => parts.join(''));
/** Text without any of them: every character is ordinary. */
const ordinaryText = fc
  .string({ unit: 'grapheme' })
  .map((text) => [...text].filter((c) => !isInvisible(c)).join(''));

describe('cleanName', () => {
  it('strips the right-to-left override that makes an .exe read as a .pdf', () => {
    expect(cleanName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
  });

  it('strips every bidirectional control and zero-width character', () => {
    expect(cleanName(`a${INVISIBLES.join('')}b`)).toBe('ab');
  });

  it('is idempotent', () => {
    fc.assert(fc.property(textWithInvisibles, (text) => cleanName(cleanName(text)) === cleanName(text)));
  });

  it('never adds characters: the result is the text less some of its characters, in order', () => {
    fc.assert(
      fc.property(textWithInvisibles, (text) => {
        const cleaned = cleanName(text);
        expect(cleaned.length).toBeLessThanOrEqual(text.length);
        expect(cleaned).toBe([...text].filter((c) => !isInvisible(c)).join(''));
      }),
    );
  });

  it('keeps every ordinary character', () => {
    fc.assert(fc.property(ordinaryText, (text) => cleanName(text) === text));
  });
});

describe('hiddenCharactersRemoved (issue 43)', () => {
  it('says so when cleaning took the bidirectional override of "report\u202Egnp.exe\u202C done" out', () => {
    const typed = 'report\u202Egnp.exe\u202C done';
    expect(cleanName(typed)).toBe('reportgnp.exe done');
    expect(hiddenCharactersRemoved(typed, cleanName(typed))).toBe(true);
    expect(hiddenCharactersRemoved(typed)).toBe(true);
  });

  it('is true exactly when the text held a hidden character, for the cleaned text', () => {
    fc.assert(
      fc.property(textWithInvisibles, (text) => hiddenCharactersRemoved(text) === [...text].some(isInvisible)),
    );
  });

  it('is false for ordinary text, and when nothing was taken out', () => {
    fc.assert(fc.property(ordinaryText, (text) => !hiddenCharactersRemoved(text)));
    expect(hiddenCharactersRemoved('a\u200Bb', 'a\u200Bb')).toBe(false);
  });
});

describe('nameProblem', () => {
  it('refuses NUL, bell, escape, tab, line breaks, DEL and C1 controls', () => {
    for (const c of ['\u0000', '\u0007', '\u001B', '\t', '\n', '\r', '\u007F', '\u0085', '\u009F'])
      expect(nameProblem(`Garage${c}`, { max: 100 })).toBe('control');
  });

  it('refuses a name longer than the limit, and only then', () => {
    expect(nameProblem('x'.repeat(100), { max: 100 })).toBeUndefined();
    expect(nameProblem('x'.repeat(101), { max: 100 })).toBe('tooLong');
  });

  it('accepts any printable name within the limit', () => {
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((text) => ![...text].some((c) => c <= '\u001F' || (c >= '\u007F' && c <= '\u009F')) && text.length <= 100);
    fc.assert(fc.property(printable, (text) => nameProblem(text, { max: 100 }) === undefined));
  });

  it('finds a control character wherever it is', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 0x1f }),
        fc.string({ maxLength: 20 }),
        (before, code, after) =>
          nameProblem(`${before}${String.fromCharCode(code)}${after}`, { max: 1000 }) === 'control',
      ),
    );
  });
});
