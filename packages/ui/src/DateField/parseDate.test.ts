import { describe, expect, it } from 'vitest';
import { dateProblem, formatDate, parseTypedDate } from './parseDate';

describe('parseTypedDate', () => {
  it('reads MM-DD-YYYY', () => {
    expect(parseTypedDate('06-09-2025')).toEqual(new Date(2025, 5, 9));
  });

  it('accepts one-digit parts and slashes', () => {
    expect(parseTypedDate(' 6/9/2025 ')).toEqual(new Date(2025, 5, 9));
  });

  it('rejects dates that do not exist', () => {
    expect(parseTypedDate('02-30-2025')).toBeNull();
    expect(parseTypedDate('13-01-2025')).toBeNull();
  });

  it('rejects other formats', () => {
    expect(parseTypedDate('2025-06-09')).toBeNull();
    expect(parseTypedDate('June 9')).toBeNull();
  });

  it('round-trips through formatDate', () => {
    expect(formatDate(parseTypedDate('1-2-2026') as Date)).toBe('01-02-2026');
  });
});

describe('dateProblem', () => {
  const saturday = new Date(2025, 5, 7);
  const monday = new Date(2025, 5, 9);

  it('refuses weekends when weekdays only', () => {
    expect(dateProblem(saturday, { weekdaysOnly: true })).toBe('weekdaysOnly');
    expect(dateProblem(monday, { weekdaysOnly: true })).toBeNull();
  });

  it('keeps the bounds inclusive by day', () => {
    expect(dateProblem(monday, { minDate: new Date(2025, 5, 9, 18) })).toBeNull();
    expect(dateProblem(monday, { minDate: new Date(2025, 5, 10) })).toBe('tooEarly');
    expect(dateProblem(monday, { maxDate: new Date(2025, 5, 8) })).toBe('tooLate');
  });
});
