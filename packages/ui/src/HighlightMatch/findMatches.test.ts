import { describe, expect, it } from 'vitest';
import { findMatches } from './findMatches';

describe('findMatches', () => {
  it('marks a case-insensitive prefix and keeps the original casing', () => {
    expect(findMatches('Walnut Base', 'wAL', 'prefix')).toEqual([
      { text: 'Wal', match: true },
      { text: 'nut Base', match: false },
    ]);
  });

  it('marks nothing when the prefix occurs only later in the text', () => {
    expect(findMatches('Base Walnut', 'wal', 'prefix')).toEqual([
      { text: 'Base Walnut', match: false },
    ]);
  });

  it('marks the whole text when the query equals it', () => {
    expect(findMatches('Oak', 'oak', 'prefix')).toEqual([{ text: 'Oak', match: true }]);
  });

  it('marks every substring occurrence', () => {
    expect(findMatches('Kitchen kit', 'KIT', 'substring')).toEqual([
      { text: 'Kit', match: true },
      { text: 'chen ', match: false },
      { text: 'kit', match: true },
    ]);
  });

  it('treats an empty or blank query as no match', () => {
    expect(findMatches('Oak', '  ', 'substring')).toEqual([{ text: 'Oak', match: false }]);
  });
});
