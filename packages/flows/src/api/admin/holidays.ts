import { z } from 'zod/mini';
import { staffJson } from '../staff/request';
import { rowVersionField, text } from './common';

/** back-office-admin.md §3 Holiday. `holidayDate` travels as YYYY-MM-DD. */
export const holidaySchema = z.object({
  id: z.number(),
  name: z.string(),
  holidayDate: z.string(),
  holidayTypeId: z.number(),
  holidayTypeName: text,
  message: text,
  rowVersion: rowVersionField,
});
export type Holiday = z.infer<typeof holidaySchema>;

/** GET Holidays/HolidayTypes: the active holiday types (the Type dropdown). */
export const holidayTypeSchema = z.object({ holidayTypeId: z.number(), holidayTypeName: z.string() });
export type HolidayType = z.infer<typeof holidayTypeSchema>;

const holidayFieldsShape = {
  name: z.string(),
  holidayDate: z.string(),
  holidayTypeId: z.number(),
  message: z.string(),
};

/** POST Holidays: name, holidayDate, holidayTypeId, message. */
export const holidayCreateSchema = z.object(holidayFieldsShape);
export type HolidayCreate = z.input<typeof holidayCreateSchema>;

/** PUT Holidays/{id}: the same plus HolidayId (and the rowVersion it was read with). */
export const holidayUpdateSchema = z.object({ HolidayId: z.number(), ...holidayFieldsShape, rowVersion: rowVersionField });
export type HolidayUpdate = z.input<typeof holidayUpdateSchema>;

/** GET Holidays: newest first (§9). */
export function fetchHolidays(signal?: AbortSignal): Promise<Holiday[]> {
  return staffJson('holidays.list', z.array(holidaySchema), { signal });
}

/** GET Holidays/HolidayTypes. */
export function fetchHolidayTypes(signal?: AbortSignal): Promise<HolidayType[]> {
  return staffJson('holidays.types', z.array(holidayTypeSchema), { signal });
}

/** GET Holidays/{id}. */
export function fetchHoliday(id: number, signal?: AbortSignal): Promise<Holiday> {
  return staffJson('holidays.get', holidaySchema, { params: { id }, signal });
}

/** POST Holidays: answers the created holiday. */
export function createHoliday(holiday: HolidayCreate, signal?: AbortSignal): Promise<Holiday> {
  return staffJson('holidays.create', holidaySchema, { json: holiday, signal });
}

/** PUT Holidays/{id}: answers the saved holiday; a stale rowVersion answers 409. */
export function updateHoliday(holiday: HolidayUpdate, signal?: AbortSignal): Promise<Holiday> {
  return staffJson('holidays.update', holidaySchema, { params: { id: holiday.HolidayId }, json: holiday, signal });
}
