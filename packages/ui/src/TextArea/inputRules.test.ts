import { describe, expect, it } from 'vitest';
import { blockReason, insertedText } from './inputRules';

const printableAscii = /[ -~]/;

describe('insertedText', () => {
  it('finds text typed in the middle', () => {
    expect(insertedText('Hello world', 'Hello big world')).toBe('big ');
  });
  it('finds a replacement of a selection', () => {
    expect(insertedText('abcdef', 'abXYef')).toBe('XY');
  });
  it('is empty for a deletion', () => {
    expect(insertedText('abcdef', 'abef')).toBe('');
  });
  it('handles repeated characters at the join', () => {
    expect(insertedText('aa', 'aaa')).toBe('a');
  });
});

describe('blockReason', () => {
  it('allows printable ASCII within the limit', () => {
    expect(blockReason('Leave at ', 'Leave at door ~ #2', { maxLength: 300, allowedCharacters: printableAscii })).toBeNull();
  });
  it('blocks a character outside the allowed set', () => {
    expect(blockReason('Leave at', 'Leave at ©', { allowedCharacters: printableAscii })).toBe('disallowedCharacters');
    expect(blockReason('Leave', 'Leave\n', { allowedCharacters: printableAscii })).toBe('disallowedCharacters');
  });
  it('blocks typing past the limit', () => {
    expect(blockReason('a'.repeat(300), 'a'.repeat(301), { maxLength: 300 })).toBe('maxLength');
  });
  it('blocks a paste that would pass the limit', () => {
    expect(blockReason('a'.repeat(290), 'a'.repeat(290) + 'b'.repeat(11), { maxLength: 300 })).toBe('maxLength');
  });
  it('allows reaching the limit exactly', () => {
    expect(blockReason('a'.repeat(299), 'a'.repeat(300), { maxLength: 300 })).toBeNull();
  });
  it('lets a value that arrived too long be shortened', () => {
    expect(blockReason('a'.repeat(320), 'a'.repeat(319), { maxLength: 300 })).toBeNull();
  });
  it('is not fooled by a global flag on the pattern', () => {
    const global = /[ -~]/g;
    expect(blockReason('', 'abc', { allowedCharacters: global })).toBeNull();
    expect(blockReason('', 'abc', { allowedCharacters: global })).toBeNull();
  });
  it('reports disallowed characters before length', () => {
    expect(blockReason('aa', 'aaé', { maxLength: 2, allowedCharacters: printableAscii })).toBe('disallowedCharacters');
  });
});
