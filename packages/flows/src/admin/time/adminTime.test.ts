import { describe, expect, it } from 'vitest';
import { formatAdminDateTime } from './adminTime';

describe('formatAdminDateTime', () => {
  it('shows a zone-less server time as written, in 12-hour form', () => {
    expect(formatAdminDateTime('2026-03-02T10:00:00')).toBe('03/02/2026 10:00 AM');
    expect(formatAdminDateTime('2026-03-02T00:05:00')).toBe('03/02/2026 12:05 AM');
    expect(formatAdminDateTime('2026-03-02T12:30')).toBe('03/02/2026 12:30 PM');
    expect(formatAdminDateTime('2026-03-02T23:59:59.123')).toBe('03/02/2026 11:59 PM');
  });
  it('leaves text that is not a time as it came', () => {
    expect(formatAdminDateTime('yesterday')).toBe('yesterday');
  });
});
