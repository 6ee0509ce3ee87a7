import { describe, expect, it } from 'vitest';
import { ariaSortOf, cycleSort, nextSortOrder, sortOrderOf, UNSORTED, type SortState } from './sortCycle';

describe('sort cycle (back-office-products.md §4)', () => {
  it('goes unsorted -> ascending -> descending -> ascending on one column', () => {
    let state: SortState<'a' | 'b'> = UNSORTED;
    const orders: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      state = cycleSort(state, 'a');
      orders.push(state.sortOrder);
    }
    expect(orders).toEqual(['Ascending', 'Descending', 'Ascending', 'Descending']);
    expect(state.sortBy).toBe('a');
  });

  it('sorts one column at a time: a new column starts ascending and the old one is dropped', () => {
    const a = cycleSort(cycleSort<'a' | 'b'>(UNSORTED, 'a'), 'a');
    expect(a).toMatchObject({ sortBy: 'a', sortOrder: 'Descending' });
    const b = cycleSort(a, 'b');
    expect(b).toMatchObject({ sortBy: 'b', sortOrder: 'Ascending' });
    expect(sortOrderOf(b, 'a')).toBe('Unspecified');
    expect(ariaSortOf(b, 'a')).toBe('none');
    expect(ariaSortOf(b, 'b')).toBe('ascending');
    expect(ariaSortOf(cycleSort(b, 'b'), 'b')).toBe('descending');
  });

  it('resets to page 1 on every click', () => {
    expect(cycleSort({ sortBy: 'x', sortOrder: 'Ascending' }, 'x').pageIndex).toBe(1);
    expect(cycleSort(UNSORTED, 'x').pageIndex).toBe(1);
  });

  it('defaults to Unspecified', () => {
    expect(UNSORTED.sortOrder).toBe('Unspecified');
    expect(UNSORTED.sortBy).toBeUndefined();
    expect(nextSortOrder('Unspecified')).toBe('Ascending');
  });
});
