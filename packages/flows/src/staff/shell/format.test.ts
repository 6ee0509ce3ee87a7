import { describe, expect, it } from 'vitest';
import { formatBackOfficeDateTime } from './format';

describe('formatBackOfficeDateTime', () => {
  it('shows month/day/year and a 12-hour time five hours behind', () => {
    expect(formatBackOfficeDateTime('2025-03-14T15:22:00Z')).toBe('03/14/2025 10:22 AM');
    expect(formatBackOfficeDateTime('2025-03-14T17:05:00Z')).toBe('03/14/2025 12:05 PM');
    expect(formatBackOfficeDateTime('2025-03-15T03:00:00Z')).toBe('03/14/2025 10:00 PM');
    expect(formatBackOfficeDateTime('2025-03-15T05:30:00Z')).toBe('03/15/2025 12:30 AM');
  });

  it('shows text that is not a date as it came', () => {
    expect(formatBackOfficeDateTime('yesterday')).toBe('yesterday');
  });
});
