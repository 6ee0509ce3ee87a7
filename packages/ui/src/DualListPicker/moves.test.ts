import { describe, expect, it } from 'vitest';
import { moveDown, moveIn, moveOut, moveToBottom, moveToTop, moveUp } from './moves';

const list = ['a', 'b', 'c', 'd', 'e'];

describe('DualListPicker moves', () => {
  it('moves in without duplicates, in the given order', () => {
    expect(moveIn(['a'], ['c', 'a', 'b'])).toEqual(['a', 'c', 'b']);
  });

  it('moves out everything asked except locked ids', () => {
    expect(moveOut(list, ['a', 'b', 'e'], new Set(['b']))).toEqual(['b', 'c', 'd']);
  });

  it('moves a scattered group to the top or bottom, keeping its order', () => {
    expect(moveToTop(list, ['d', 'b'])).toEqual(['b', 'd', 'a', 'c', 'e']);
    expect(moveToBottom(list, ['d', 'b'])).toEqual(['a', 'c', 'e', 'b', 'd']);
  });

  it('moves each highlighted id up one place', () => {
    expect(moveUp(list, ['c', 'e'])).toEqual(['a', 'c', 'b', 'e', 'd']);
  });

  it('keeps a block that is already at the top in place', () => {
    expect(moveUp(list, ['a', 'b', 'd'])).toEqual(['a', 'b', 'd', 'c', 'e']);
  });

  it('moves each highlighted id down one place, and the bottom block stays', () => {
    expect(moveDown(list, ['a', 'c'])).toEqual(['b', 'a', 'd', 'c', 'e']);
    expect(moveDown(list, ['d', 'e'])).toEqual(list);
  });
});
