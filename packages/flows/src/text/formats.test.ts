import { describe, expect, it } from 'vitest';
import { isEmail, isPhone } from './formats';
import { richTextLength, textProblem } from './rules';

describe('isEmail', () => {
  it('accepts addresses and refuses what is not one', () => {
    expect(isEmail('pat.lee@example.com')).toBe(true);
    for (const bad of ['pat', 'pat@', '@example.com', 'pat lee@example.com', 'Mallory;attacker@evil.example']) expect(isEmail(bad), bad).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts the usual ways of writing a number, with an extension', () => {
    for (const ok of ['610-555-0100', '(610) 555-0100', '+1 610 555 0100', '610.555.0100 x12', '6105550100 ext. 4']) expect(isPhone(ok), ok).toBe(true);
  });
  it('refuses letters, too few or too many digits', () => {
    for (const bad of ['call me', '555-01', '1234567890123456', '610-555-0100 or 0101']) expect(isPhone(bad), bad).toBe(false);
  });
});

describe('textProblem', () => {
  it('lets a multi-line text hold line breaks and tabs, but not NUL, bell or escape', () => {
    expect(textProblem('a\nb\tc\r\n', { max: 100, multiline: true })).toBeUndefined();
    expect(textProblem('a\nb', { max: 100 })).toBe('control');
    for (const c of ['\u0000', '\u0007', '\u001B', '\u007F', '\u0085']) expect(textProblem(`a${c}`, { max: 100, multiline: true })).toBe('control');
  });
  it('refuses the separator', () => {
    expect(textProblem('Mallory;attacker@evil.example;x', { max: 100, separator: ';' })).toBe('separator');
    expect(textProblem('Mallory', { max: 100, separator: ';' })).toBeUndefined();
  });
  it('counts the visible text of rich text, not its markup', () => {
    expect(richTextLength('<p><strong>ab</strong>&amp;</p>')).toBe(3);
  });
});
