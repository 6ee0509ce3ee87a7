import type { HttpHandler } from 'msw';
import { HttpResponse } from 'msw';
import type { z } from 'zod/mini';
import { holidayCreateSchema, holidayUpdateSchema } from '@joinery/flows/api/admin/holidays';
import { isoDate, parseDay } from '../../data/admin/dates';
import { holidays, type StoredHoliday } from '../../data/admin/holidays';
import { locationAdminLists } from '../../data/admin/locations';
import { HOLIDAY_TEXT_RULES } from '@joinery/flows/admin';
import { adminRoute, failure, found, idParam, nextId, readBody, refuseBadText, requireChoice, requireText, saved, toWire } from './http';

const typeName = (id: number) =>
  locationAdminLists.get().holidayTypes.find((t) => t.holidayTypeId === id)?.holidayTypeName ?? '';

const onWire = (row: StoredHoliday & { version: number }) => ({
  ...toWire(row),
  holidayTypeName: typeName(row.holidayTypeId) || row.holidayTypeName,
});

/** §5 Holiday: name (trimmed), date, type (not Select) and message are all required. */
function holidayFields(body: z.output<typeof holidayCreateSchema>): Omit<StoredHoliday, 'id'> {
  // Issue 36: the dialog's text rules (name 100, message 4,000, no control characters).
  refuseBadText(body, HOLIDAY_TEXT_RULES);
  const name = requireText(body.name, 'name');
  const day = parseDay(body.holidayDate);
  if (!day) throw failure(400, 'holidayDate must be a date (YYYY-MM-DD).');
  const holidayTypeId = requireChoice(body.holidayTypeId, 'holidayTypeId');
  const type = typeName(holidayTypeId);
  if (!type) throw failure(400, `holidayTypeId ${holidayTypeId} is not a holiday type.`);
  return { name, holidayDate: isoDate(day), holidayTypeId, holidayTypeName: type, message: requireText(body.message, 'message') };
}

/** back-office-admin.md §7 Holidays. */
export const holidaysHandlers: HttpHandler[] = [
  adminRoute('holidays.list', () =>
    // §9: newest first.
    HttpResponse.json([...holidays.all()].sort((a, b) => b.holidayDate.localeCompare(a.holidayDate)).map(onWire)),
  ),

  // Before `Holidays/:id`.
  adminRoute('holidays.types', () =>
    HttpResponse.json(
      locationAdminLists
        .get()
        .holidayTypes.filter((t) => t.active)
        .map(({ holidayTypeId, holidayTypeName }) => ({ holidayTypeId, holidayTypeName })),
    ),
  ),

  adminRoute<{ id: string }>('holidays.get', ({ params }) =>
    HttpResponse.json(onWire(found(holidays.find(idParam(params.id)), `Holiday ${params.id}`))),
  ),

  adminRoute('holidays.create', async ({ request }) => {
    const fields = holidayFields(await readBody(request, holidayCreateSchema));
    const row = holidays.insert({ ...fields, id: nextId(holidays.all(), (h) => h.id) });
    return HttpResponse.json(onWire(row), { status: 201 });
  }),

  adminRoute<{ id: string }>('holidays.update', async ({ params, request }) => {
    const id = idParam(params.id);
    const { HolidayId, rowVersion, ...body } = await readBody(request, holidayUpdateSchema);
    if (HolidayId !== id) throw failure(400, `HolidayId ${HolidayId} is not holiday ${id}.`);
    found(holidays.find(id), `Holiday ${id}`);
    return HttpResponse.json(onWire(saved(holidays.update(id, holidayFields(body), rowVersion), `Holiday ${id}`)));
  }),
];
