import { describe, expect, it } from 'vitest';
import { closingText, openingText, parseHours, weekdayHoursText, weekendHoursText, type HoursInputs } from './hours';

const day = (opens: string, closes: string) => ({ opens, closes });

describe('location hours (§5)', () => {
  it('converts close times to 12-hour style without the leading zero', () => {
    expect(closingText('17:30')).toBe('5:30');
    expect(closingText('12:00')).toBe('12:00');
    expect(closingText('09:00')).toBe('9:00');
    expect(openingText('08:00')).toBe('8:00');
  });
  it('sends weekday hours only when both times are set', () => {
    expect(weekdayHoursText(day('08:00', '17:00'))).toBe('Mon-Fri 8:00 - 5:00');
    expect(weekdayHoursText(day('08:00', ''))).toBe('');
  });
  it('writes the weekend in each of its forms', () => {
    expect(weekendHoursText(day('09:00', '16:00'), day('09:00', '16:00'))).toBe('Sat-Sun 9:00 - 4:00');
    expect(weekendHoursText(day('', ''), day('', ''))).toBe('Closed');
    expect(weekendHoursText(day('09:00', '16:00'), day('09:00', '16:00'), true)).toBe('Closed');
    expect(weekendHoursText(day('09:00', '16:00'), day('', ''))).toBe('Sat 9:00 - 4:00');
    expect(weekendHoursText(day('', ''), day('11:00', '15:00'))).toBe('Sun 11:00 - 3:00');
    expect(weekendHoursText(day('09:00', '16:00'), day('11:00', '15:00'))).toBe('Sat 9:00 - 4:00, Sun 11:00 - 3:00');
  });
  it('reads stored strings back into the inputs (PM close times get 12 added)', () => {
    expect(parseHours('Mon-Fri 8:00 - 5:00', 'Sat-Sun 9:00 - 4:00')).toEqual({
      weekdays: day('08:00', '17:00'),
      saturday: day('09:00', '16:00'),
      sunday: day('09:00', '16:00'),
    });
    expect(parseHours('', 'Closed')).toEqual({ weekdays: day('', ''), saturday: day('', ''), sunday: day('', '') });
    expect(parseHours('Mon-Fri 7:30 - 12:00', 'Sun 11:00 - 3:00').sunday).toEqual(day('11:00', '15:00'));
    expect(parseHours('Mon-Fri 7:30 - 12:00', 'Sun 11:00 - 3:00').weekdays).toEqual(day('07:30', '12:00'));
    expect(parseHours('garbage', 'Sat whenever').saturday).toEqual(day('', ''));
    // Older records separate the weekend parts with a space alone, and keep the opening's leading zero.
    expect(parseHours('Mon-Fri 08:30 - 5:30', 'Sat 10:00 - 4:00 Sun 12:00 - 4:00')).toEqual({
      weekdays: day('08:30', '17:30'),
      saturday: day('10:00', '16:00'),
      sunday: day('12:00', '16:00'),
    });
  });
  it('round-trips every weekend form', () => {
    const cases: HoursInputs[] = [
      { weekdays: day('08:00', '17:00'), saturday: day('09:00', '16:00'), sunday: day('09:00', '16:00') },
      { weekdays: day('07:30', '18:30'), saturday: day('09:00', '13:00'), sunday: day('', '') },
      { weekdays: day('08:00', '17:00'), saturday: day('', ''), sunday: day('10:00', '14:00') },
      { weekdays: day('08:00', '17:00'), saturday: day('09:00', '16:00'), sunday: day('10:00', '14:00') },
      { weekdays: day('', ''), saturday: day('', ''), sunday: day('', '') },
    ];
    for (const inputs of cases) {
      const stored = [weekdayHoursText(inputs.weekdays), weekendHoursText(inputs.saturday, inputs.sunday)] as const;
      expect(parseHours(...stored)).toEqual(inputs);
    }
  });
});
