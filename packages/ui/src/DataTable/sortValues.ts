export type CellValue = string | number | boolean | Date | null | undefined;

const collator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

const isBlank = (value: CellValue) => value === null || value === undefined || value === '';

/**
 * Ascending comparison of two cell values: numbers and dates by size, text by the en-US
 * collator (case-insensitive, "Item 2" before "Item 10"). Blanks always sort last (the caller
 * reverses the result for descending, so `blankLast` is applied there).
 */
export function compareCellValues(a: CellValue, b: CellValue): number {
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

export { isBlank };
