import { http, HttpResponse, type HttpHandler } from 'msw';
import { z } from 'zod/mini';
import { calls } from '@joinery/flows/api';
import {
  BRICK_SOURCE_FIELDS_TOKEN,
  BRICK_VALUES_EXPORT_FILE_NAME,
  BRICK_VALUE_HEADERS,
  type BrickValue,
} from '@joinery/flows/api/catalogue/bricks';
import {
  BRICK_VALUE_LANGUAGE,
  brickCodeLengthError,
  brickMessages,
  brickSourceFieldNames,
  importMessages,
  normalizeBrickCode,
  requestMessages,
} from '@joinery/flows/catalogue/catalogueRules';
import { bricks, nextBrickId, type StoredBrick } from '../../data/catalogue/bricks';
import { applyFault } from '../../faults';
import {
  badRequest,
  jsonBody,
  now,
  pathId,
  staffFailure,
  staffUser,
  xlsxDownload,
} from './catalogueReplies';
import { staffErrorBody, staffRoute } from '../route';

/** back-office-products.md §7 Bricks, over mocks/data/bricks.ts. */

const brickBodySchema = z.object({
  name: z.string(),
  length: z.number(),
  exact: z.optional(z.boolean()),
  example: z.optional(z.nullable(z.string())),
  sourceField: z.optional(z.nullable(z.string())),
  values: z.array(
    z.object({ code: z.string(), name: z.string(), language: z.optional(z.string()) }),
  ),
  productBrickId: z.optional(z.number()),
  version: z.optional(z.number()),
});
type BrickBody = z.infer<typeof brickBodySchema>;

const importRowSchema = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));
const importRowsSchema = z.array(importRowSchema);
type ImportRows = z.infer<typeof importRowsSchema>;

/** Rows checked per slice of a big import body. */
const IMPORT_SLICE_ROWS = 10_000;

/**
 * The embedded back end runs on the page's thread (MSW): a 50,000-row body is checked a slice at
 * a time, with a task boundary between slices, so the page stays answerable (issue 43: no task
 * over 200 ms). A real server does this off the page; the answer is the same either way.
 */
async function importRowsInSlices(body: unknown): Promise<ImportRows | undefined> {
  if (!Array.isArray(body)) return undefined;
  const rows: ImportRows = [];
  for (let start = 0; start < body.length; start += IMPORT_SLICE_ROWS) {
    await nextTask();
    const slice = importRowsSchema.safeParse(body.slice(start, start + IMPORT_SLICE_ROWS));
    if (!slice.success) return undefined;
    for (const row of slice.data) rows.push(row);
  }
  return rows;
}

/** Lets the page run its other tasks (input, rendering) before the handler goes on. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function summary(brick: StoredBrick & { version: number }) {
  const { values: _values, ...rest } = brick;
  return rest;
}

/** §5: the rules a saved brick keeps. Answers the brick to store, or the first problem. */
function validBrick(
  body: BrickBody,
  ownId: number | undefined,
):
  | { ok: true; brick: Omit<StoredBrick, 'productBrickId' | 'lastUpdatedAt'> }
  | { ok: false; message: string } {
  const name = body.name.trim();
  if (!name) return { ok: false, message: brickMessages.nameRequired };
  if (!Number.isInteger(body.length) || body.length < 1)
    return { ok: false, message: brickMessages.lengthRequired };
  const taken = bricks
    .all()
    .some((b) => b.productBrickId !== ownId && b.name.trim().toLowerCase() === name.toLowerCase());
  if (taken) return { ok: false, message: brickMessages.duplicateName(name) };
  const source = body.sourceField?.trim();
  const sourceField = !source || source === 'Select' ? null : source;
  if (sourceField && !brickSourceFieldNames.includes(sourceField))
    return { ok: false, message: brickMessages.unknownSourceField(sourceField) };
  const exact = body.exact ?? false;
  const values: BrickValue[] = [];
  for (const value of body.values) {
    const code = normalizeBrickCode(value.code);
    const valueName = value.name.trim();
    if (!valueName) return { ok: false, message: brickMessages.valueNameRequired };
    if (!code) return { ok: false, message: brickMessages.valueCodeRequired };
    const lengthProblem = brickCodeLengthError(code, body.length, exact);
    if (lengthProblem) return { ok: false, message: `${code}: ${lengthProblem}` };
    if (values.some((v) => v.code === code))
      return { ok: false, message: brickMessages.duplicateCode(code) };
    values.push({ code, name: valueName, language: value.language || BRICK_VALUE_LANGUAGE });
  }
  return {
    ok: true,
    brick: {
      name,
      length: body.length,
      exact,
      example: body.example?.trim() ?? '',
      sourceField,
      values,
    },
  };
}

/**
 * §7 BrickValueImport: every row is checked; if any is wrong nothing is imported and the 400
 * lists each problem by sheet row (row 2 is the first under the headings). Rows add values, or
 * rename the value with the same code.
 */
function importedValues(
  brick: StoredBrick,
  exact: boolean,
  rows: ImportRows,
): { ok: true; values: BrickValue[] } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const values = brick.values.map((v) => ({ ...v }));
  // By code: a 50,000-row import looked each row up in a growing list (issue 43).
  const byCode = new Map(values.map((v) => [v.code, v]));
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const sheetRow = index + 2;
    const cell = (header: (typeof BRICK_VALUE_HEADERS)[number]) => String(row[header] ?? '').trim();
    const brickId = cell('BRICKID');
    const code = normalizeBrickCode(cell('CODE'));
    const name = cell('NAME');
    const problems: string[] = [];
    if (brickId !== '' && brickId !== String(brick.productBrickId))
      problems.push(brickMessages.importWrongBrick(brickId, brick.productBrickId));
    if (!code) problems.push(brickMessages.valueCodeRequired);
    else {
      const lengthProblem = brickCodeLengthError(code, brick.length, exact);
      if (lengthProblem) problems.push(lengthProblem);
      if (seen.has(code)) problems.push(brickMessages.duplicateCode(code));
    }
    if (!name) problems.push(brickMessages.valueNameRequired);
    for (const problem of problems) errors.push(brickMessages.importRow(sheetRow, problem));
    if (problems.length > 0) return;
    seen.add(code);
    const existing = byCode.get(code);
    if (existing) existing.name = name;
    else {
      const added = { code, name, language: BRICK_VALUE_LANGUAGE };
      values.push(added);
      byCode.set(code, added);
    }
  });
  return errors.length > 0 ? { ok: false, errors } : { ok: true, values };
}

/**
 * `GET {token}` matches any one-segment GET under /bridgesys/, so it answers only the tokens it
 * knows and lets every other request (GET ProductSeries, GET ProductTemplate…) go on to its
 * own handler; faults injected for it apply only to the requests it answers.
 */
const tokenLists: Record<string, () => readonly string[]> = {
  [BRICK_SOURCE_FIELDS_TOKEN]: () => brickSourceFieldNames,
};
const tokenNamesHandler = http.get<{ token: string }>(
  `*${calls['bricks.tokenNames'].path}`,
  async ({ request, params }) => {
    const list = tokenLists[params.token];
    if (!list) return undefined;
    const faulted = await applyFault('bricks.tokenNames', staffErrorBody);
    if (faulted) return faulted;
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    return HttpResponse.json([...list()]);
  },
);

export const bricksHandlers: HttpHandler[] = [
  staffRoute('bricks.list', ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    // §4: newest edit first; the screen keeps its own name-sorted copy.
    const newestFirst = [...bricks.all()].sort((a, b) =>
      b.lastUpdatedAt.localeCompare(a.lastUpdatedAt),
    );
    return HttpResponse.json(newestFirst.map(summary));
  }),

  staffRoute<{ id: string }>('bricks.get', ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const brick = id === undefined ? undefined : bricks.find(id);
    return brick ? HttpResponse.json(brick) : staffFailure(404);
  }),

  staffRoute('bricks.create', async ({ request }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const body = brickBodySchema.safeParse(await jsonBody(request));
    if (!body.success) return badRequest(requestMessages.invalid);
    const valid = validBrick(body.data, undefined);
    if (!valid.ok) return badRequest(valid.message);
    const created = bricks.insert({
      ...valid.brick,
      productBrickId: nextBrickId(),
      lastUpdatedAt: now(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),

  staffRoute<{ id: string }>('bricks.update', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const body = brickBodySchema.safeParse(await jsonBody(request));
    if (id === undefined || !body.success) return badRequest(requestMessages.invalid);
    if (body.data.productBrickId !== undefined && body.data.productBrickId !== id)
      return badRequest(requestMessages.invalid);
    const existing = bricks.find(id);
    if (!existing) return staffFailure(404);
    // A stale write is refused before its content is judged: the user must see the new version first.
    if (body.data.version !== undefined && body.data.version !== existing.version)
      return staffFailure(409);
    const valid = validBrick(body.data, id);
    if (!valid.ok) return badRequest(valid.message);
    const result = bricks.update(id, { ...valid.brick, lastUpdatedAt: now() }, body.data.version);
    if (!result.ok) return staffFailure(result.reason === 'conflict' ? 409 : 404);
    return HttpResponse.json(result.row);
  }),

  staffRoute<{ id: string }>('bricks.exportValues', async ({ request, params }) => {
    const user = staffUser(request);
    if (!user.ok) return user.reply;
    const id = pathId(params.id);
    const brick = id === undefined ? undefined : bricks.find(id);
    if (!brick) return staffFailure(404);
    const rows = [
      [...BRICK_VALUE_HEADERS],
      ...brick.values.map((v) => [brick.productBrickId, v.code, v.name]),
    ];
    return xlsxDownload(rows, BRICK_VALUES_EXPORT_FILE_NAME);
  }),

  staffRoute<{ brickId: string; exact: string }>(
    'bricks.importValues',
    async ({ request, params }) => {
      const user = staffUser(request);
      if (!user.ok) return user.reply;
      const id = pathId(params.brickId);
      const exact = String(params.exact).toLowerCase();
      const rows = await importRowsInSlices(await jsonBody(request));
      if (id === undefined || (exact !== 'true' && exact !== 'false') || !rows)
        return badRequest(requestMessages.invalid);
      const brick = bricks.find(id);
      if (!brick) return staffFailure(404);
      await nextTask();
      const imported = importedValues(brick, exact === 'true', rows);
      if (!imported.ok) return badRequest(brickMessages.importFailed, { errors: imported.errors });
      await nextTask();
      bricks.update(id, { values: imported.values, lastUpdatedAt: now() });
      return HttpResponse.text(importMessages.importSuccessful);
    },
  ),

  // Last: it matches every one-segment GET and passes on the ones it does not know.
  tokenNamesHandler,
];
