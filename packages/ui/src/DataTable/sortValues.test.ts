import { describe, expect, it } from 'vitest';
import { compareCellValues } from './sortValues';

const sorted = (values: Parameters<typeof compareCellValues>[0][]) =>
  [...values].sort(compareCellValues);

describe('compareCellValues', () => {
  it('orders text case-insensitively and numerically', () => {
    expect(sorted(['item 10', 'Item 2', 'apple'])).toEqual(['apple', 'Item 2', 'item 10']);
  });

  it('orders numbers and dates by size', () => {
    expect(sorted([10, 2, 33])).toEqual([2, 10, 33]);
    const [early, late] = [new Date(2024, 0, 1), new Date(2025, 0, 1)];
    expect(sorted([late, early])).toEqual([early, late]);
  });
});
