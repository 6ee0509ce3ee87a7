import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepToward, type RowRange } from './rowSteps';

/** An inclusive range of row indexes in a list of up to 10,000 rows (empty when `to < from`). */
const range = fc
  .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: -1, max: 60 }))
  .map(([from, length]): RowRange => [from, from + length]);
const size = ([from, to]: RowRange) => Math.max(0, to - from + 1);
const newRows = (next: RowRange, landed: RowRange) => {
  let count = 0;
  for (let index = next[0]; index <= next[1]; index += 1) if (index < landed[0] || index > landed[1]) count += 1;
  return count;
};

describe('stepToward (DataTable rows landing a few a commit, issue 47)', () => {
  it('draws the wanted rows at once when nothing is drawn yet, or few rows are new', () => {
    expect(stepToward(null, [0, 30], [0, 12], 8)).toEqual([0, 30]);
    expect(stepToward([0, -1], [0, 30], [0, 12], 8)).toEqual([0, 30]);
    expect(stepToward([0, 30], [5, 35], [11, 29], 8)).toEqual([5, 35]);
  });

  it('scrolling down adds the rows below first, the budget at a time', () => {
    expect(stepToward([0, 30], [10, 50], [16, 44], 8)).toEqual([10, 38]);
  });

  it('a jump draws the budget from the first row in view', () => {
    expect(stepToward([0, 30], [9_970, 9_999], [9_976, 9_999], 8)).toEqual([9_976, 9_983]);
  });

  it('never adds more than the budget, stays inside the wanted rows, and reaches them', () => {
    fc.assert(
      fc.property(range, range, fc.integer({ min: 1, max: 20 }), (landed, target, budget) => {
        let drawn: RowRange = landed;
        const visible: RowRange = [target[0] + 6, target[1] - 6];
        for (let step = 0; step < 200; step += 1) {
          const next = stepToward(drawn, target, visible[1] >= visible[0] ? visible : null, budget);
          if (size(drawn) > 0) expect(newRows(next, drawn)).toBeLessThanOrEqual(budget);
          if (size(next) > 0) {
            expect(next[0]).toBeGreaterThanOrEqual(target[0]);
            expect(next[1]).toBeLessThanOrEqual(target[1]);
          }
          if (next[0] === drawn[0] && next[1] === drawn[1]) break;
          drawn = next;
        }
        expect(size(target) === 0 || (drawn[0] === target[0] && drawn[1] === target[1])).toBe(true);
      }),
    );
  });
});
