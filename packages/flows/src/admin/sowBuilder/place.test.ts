import { describe, expect, it } from 'vitest';
import { sowPlaceIds } from './place';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return (name: string) => params.get(name) ?? '';
};

describe('Scope of Work Admin: the level in the address (issue 45)', () => {
  it('reads each id only below the one before it', () => {
    expect(sowPlaceIds(from(''))).toEqual({ type: undefined, tab: undefined, question: undefined });
    expect(sowPlaceIds(from('type=3'))).toEqual({ type: 3, tab: undefined, question: undefined });
    expect(sowPlaceIds(from('type=3&tab=7&question=12'))).toEqual({ type: 3, tab: 7, question: 12 });
    // A tab without its type, or a question without its tab, names no level.
    expect(sowPlaceIds(from('tab=7&question=12'))).toEqual({ type: undefined, tab: undefined, question: undefined });
    expect(sowPlaceIds(from('type=3&question=12'))).toEqual({ type: 3, tab: undefined, question: undefined });
  });

  it('ignores what is not a positive whole number', () => {
    expect(sowPlaceIds(from('type=0'))).toEqual({ type: undefined, tab: undefined, question: undefined });
    expect(sowPlaceIds(from('type=2.5'))).toEqual({ type: undefined, tab: undefined, question: undefined });
    expect(sowPlaceIds(from('type=3&tab=abc'))).toEqual({ type: 3, tab: undefined, question: undefined });
  });
});
