import { describe, expect, it } from 'vitest';
import { isApiError } from '@joinery/flows/api';
import {
  createHoliday,
  fetchHoliday,
  fetchHolidays,
  fetchHolidayTypes,
  updateHoliday,
} from '@joinery/flows/api/admin/holidays';
import { setupMockServer } from '../../test-utils';
import { describeFaults } from './faultMatrix';

setupMockServer();

const statusOf = (error: unknown) => (isApiError(error) ? error.status : undefined);
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

describe('holidays', () => {
  it('lists past and coming holidays, newest first', async () => {
    const holidays = await fetchHolidays();
    const dates = holidays.map((h) => h.holidayDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(dates.some((d) => d < today())).toBe(true);
    expect(dates.some((d) => d > today())).toBe(true);
    expect(holidays.find((h) => h.name === 'Christmas Eve')?.holidayTypeName).toBe('Early Close');
  });

  it('offers the active holiday types', async () => {
    const types = await fetchHolidayTypes();
    expect(types.map((t) => t.holidayTypeName)).toEqual(['Company Holiday', 'Early Close', 'Store Closure']);
  });

  it('creates a holiday with its name trimmed (§5)', async () => {
    const created = await createHoliday({ name: '  Founders Day ', holidayDate: '2031-05-02', holidayTypeId: 1, message: 'Closed.' });
    expect(created).toMatchObject({ name: 'Founders Day', holidayDate: '2031-05-02', holidayTypeName: 'Company Holiday' });
    expect((await fetchHolidays())[0]?.id).toBe(created.id);
  });

  it('refuses a holiday without name, type (Select) or message', async () => {
    const valid = { name: 'Day', holidayDate: '2031-05-02', holidayTypeId: 1, message: 'm' };
    for (const broken of [{ name: ' ' }, { holidayTypeId: 0 }, { message: '' }, { holidayDate: '' }]) {
      expect(statusOf(await createHoliday({ ...valid, ...broken }).catch((e: unknown) => e))).toBe(400);
    }
  });

  it('refuses an over-long name or message and control characters (issue 36)', async () => {
    const valid = { name: 'Day', holidayDate: '2031-05-02', holidayTypeId: 1, message: 'm' };
    for (const broken of [{ name: 'n'.repeat(101) }, { name: 'Day\u001B' }, { message: 'm'.repeat(4001) }, { message: 'a\u0000b' }]) {
      expect(statusOf(await createHoliday({ ...valid, ...broken }).catch((e: unknown) => e))).toBe(400);
    }
    expect((await createHoliday({ ...valid, message: 'line one\nline two' })).message).toBe('line one\nline two');
  });

  it('updates a holiday and refuses a stale write with 409', async () => {
    const holiday = await fetchHoliday(3);
    const body = { HolidayId: 3, name: holiday.name, holidayDate: holiday.holidayDate, holidayTypeId: 3, message: 'Moved.' };
    const saved = await updateHoliday({ ...body, rowVersion: holiday.rowVersion });
    expect(saved).toMatchObject({ holidayTypeName: 'Store Closure', message: 'Moved.' });
    expect(statusOf(await updateHoliday({ ...body, rowVersion: holiday.rowVersion }).catch((e: unknown) => e))).toBe(409);
  });

  it('answers 404 for a holiday that does not exist', async () => {
    expect(statusOf(await fetchHoliday(999).catch((e: unknown) => e))).toBe(404);
  });
});

describeFaults([
  { call: 'holidays.list', run: () => fetchHolidays(), wrongShape: { body: [{ id: 1, name: 'x', holidayDate: 20300101 }], field: '0.holidayDate' } },
  { call: 'holidays.types', run: () => fetchHolidayTypes(), wrongShape: { body: [{ holidayTypeName: 'x' }], field: '0.holidayTypeId' } },
  { call: 'holidays.get', run: () => fetchHoliday(1), wrongShape: { body: {}, field: 'id' } },
  {
    call: 'holidays.create',
    run: () => createHoliday({ name: 'Day', holidayDate: '2031-01-02', holidayTypeId: 1, message: 'm' }),
    wrongShape: { body: { id: 9, name: null }, field: 'name' },
  },
  {
    call: 'holidays.update',
    run: () => updateHoliday({ HolidayId: 1, name: 'Day', holidayDate: '2031-01-02', holidayTypeId: 1, message: 'm' }),
    wrongShape: { body: { id: 1, name: 'Day', holidayDate: '2031-01-02', holidayTypeId: 'one' }, field: 'holidayTypeId' },
  },
]);
