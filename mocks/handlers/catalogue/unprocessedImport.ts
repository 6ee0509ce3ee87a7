import {
  importRowMessages,
  recordsServerMessages,
  UNPROCESSED_SHEET_COLUMNS,
} from '@joinery/flows/catalogue/records';
import { bricks, type StoredBrick } from '../../data/catalogue/bricks';
import { legacyRecords } from '../../data/catalogue/legacyRecords';
import type { RecordUpdate, SheetCell, SheetRows } from '../../data/catalogue/jobs';
import type { TemplateIndex } from './unprocessedModel';

/**
 * Checks an uploaded unprocessed-records workbook (back-office-products.md §5 Unprocessed
 * import): the required columns must all be there and every other header must be a
 * supplemental brick, else nothing loads; then each row is checked on its own, and rows with
 * invalid data are reported (row number and reasons) instead of loaded.
 */

/** One rejected row, as the job's output lists it. */
export interface ImportRowError {
  RowNumber: number;
  ProductMasterId: string;
  ErrorMessage: string;
}

export type ImportPlan =
  | { ok: true; updates: RecordUpdate[]; errors: ImportRowError[]; rows: number }
  | { ok: false; message: string };

const text = (cell: SheetCell | undefined) =>
  cell === null || cell === undefined ? '' : String(cell).trim();
const key = (header: string) => header.trim().toUpperCase();

/** A cell's brick code: the code as typed, or a number matched to a zero-padded code ('09'). */
function brickCode(brick: StoredBrick, cell: SheetCell | undefined): string | undefined {
  const typed = text(cell).toLowerCase();
  if (brick.values.some((v) => v.code === typed)) return typed;
  if (typed !== '' && Number.isFinite(Number(typed)))
    return brick.values.find((v) => Number(v.code) === Number(typed))?.code;
  return undefined;
}

export function planImport(sheet: SheetRows, index: TemplateIndex): ImportPlan {
  const [header = [], ...body] = sheet;
  const columns = new Map<string, number>();
  header.forEach((cell, i) => {
    if (text(cell) !== '') columns.set(key(text(cell)), i);
  });
  for (const required of UNPROCESSED_SHEET_COLUMNS) {
    if (!columns.has(required))
      return { ok: false, message: recordsServerMessages.missingColumn(required) };
  }
  const required = new Set<string>(UNPROCESSED_SHEET_COLUMNS);
  const supplementalBricks = new Map(
    bricks
      .all()
      .filter((b) => !b.sourceField)
      .map((b) => [key(b.name), b]),
  );
  const brickColumns: { brick: StoredBrick; at: number }[] = [];
  for (const [name, at] of columns) {
    if (required.has(name)) continue;
    const brick = supplementalBricks.get(name);
    if (!brick)
      return { ok: false, message: recordsServerMessages.unknownBrickColumn(text(header[at])) };
    brickColumns.push({ brick, at });
  }

  const updates: RecordUpdate[] = [];
  const errors: ImportRowError[] = [];
  const firstRowOf = new Map<number, number>();
  let rows = 0;
  body.forEach((cells, i) => {
    if (cells.every((cell) => text(cell) === '')) return;
    rows += 1;
    const rowNumber = i + 2;
    const cell = (column: (typeof UNPROCESSED_SHEET_COLUMNS)[number]) =>
      text(cells[columns.get(column) ?? -1]);
    const problems: string[] = [];
    const idText = cell('BRPRID');
    const id = Number(idText);
    const record = /^\d+$/.test(idText) ? legacyRecords.find(id) : undefined;
    if (idText === '') problems.push(importRowMessages.missingValue('BRPRID'));
    else if (!/^\d+$/.test(idText)) problems.push(importRowMessages.productIdInvalid(idText));
    else if (!record) problems.push(importRowMessages.productNotFound(id));
    else if (firstRowOf.has(id))
      problems.push(importRowMessages.duplicateProduct(id, firstRowOf.get(id) ?? rowNumber));
    if (record && !firstRowOf.has(id)) firstRowOf.set(id, rowNumber);

    for (const [column, expected] of [
      ['BRMFG', record?.brmfg],
      ['BRLIN', record?.brlin],
      ['BRPART', record?.brpart],
    ] as const) {
      const value = cell(column);
      if (value === '') problems.push(importRowMessages.missingValue(column));
      else if (expected !== undefined && value.toUpperCase() !== expected.toUpperCase()) {
        problems.push(importRowMessages.columnMismatch(column, value, expected));
      }
    }

    const templateName = cell('TEMPLATE NAME');
    const info = templateName ? index.byName.get(templateName.toLowerCase()) : undefined;
    if (templateName === '') problems.push(importRowMessages.missingValue('TEMPLATE NAME'));
    else if (!info) problems.push(importRowMessages.templateNotFound(templateName));
    else if (
      record &&
      record.productTemplateId !== 0 &&
      record.productTemplateId !== info.template.productTemplateId
    ) {
      const owner = index.byId.get(record.productTemplateId);
      problems.push(
        importRowMessages.ownedByOtherTemplate(
          owner?.template.name ?? String(record.productTemplateId),
        ),
      );
    }

    const supplemental: Record<string, string> = {};
    for (const { brick, at } of brickColumns) {
      const value = text(cells[at]);
      if (value === '') continue;
      if (info && !info.supplementalBricks.some((b) => b.productBrickId === brick.productBrickId)) {
        problems.push(importRowMessages.brickNotInTemplate(brick.name, info.template.name));
        continue;
      }
      const code = brickCode(brick, cells[at]);
      if (code === undefined) problems.push(importRowMessages.invalidBrickValue(value, brick.name));
      else supplemental[brick.name] = code;
    }

    if (problems.length > 0 || !record || !info) {
      errors.push({
        RowNumber: rowNumber,
        ProductMasterId: idText,
        ErrorMessage: problems.join(' '),
      });
      return;
    }
    updates.push({
      brprid: record.brprid,
      // A draft template owns no rows: its rows get their data but stay unassigned.
      productTemplateId: info.template.published === 1 ? info.template.productTemplateId : 0,
      supplemental,
    });
  });
  if (rows === 0) return { ok: false, message: recordsServerMessages.noRows };
  return { ok: true, updates, errors, rows };
}
