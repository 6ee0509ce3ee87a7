import { importMessages, brickMessages } from '../../catalogue/catalogueRules/messages';
import { brickCodeLengthError, normalizeBrickCode } from '../../catalogue/catalogueRules/brickRules';

/*
 * Checking a brick values sheet (back-office-products.md §5 Brick, §7 BrickValueImport) once it
 * is read: pure, so the import's Web Worker (brickValues.worker.ts) runs it off the main thread
 * and Node tests run it as it is. Nothing here may reach the DOM or the API client.
 */

/** The three headings of a brick values sheet, in their required order (§5). */
export const BRICK_VALUE_HEADERS = ['BRICKID', 'CODE', 'NAME'] as const;

/** One sheet row of a brick values import, keyed by its heading (§7 BrickValueImport). */
export type BrickValueRow = Record<(typeof BRICK_VALUE_HEADERS)[number], string>;

/** What a read values file answers: its rows, the specification's message, or the rows at fault. */
export type BrickValuesFile =
  | { ok: true; rows: BrickValueRow[] }
  | { ok: false; message: string }
  | { ok: false; message?: undefined; rowErrors: string[] };

/** The brick the rows are checked for: its id, its length and the Max / Exact rule as chosen. */
export interface BrickValuesTarget {
  productBrickId: number;
  length: number;
  exact: boolean;
}

/** How far the check is: rows read from the sheet, rows checked of them. */
export interface BrickValuesProgress {
  rowsRead: number;
  rowsChecked: number;
}

/** §5: the first missing or misplaced heading's message, or undefined when all three are right. */
export function brickValueHeaderProblem(header: readonly string[]): string | undefined {
  const at = (index: number) => (header[index] ?? '').trim().toUpperCase();
  if (at(0) !== 'BRICKID') return importMessages.missingBrickIdColumn;
  if (at(1) !== 'CODE') return importMessages.missingCodeColumn;
  if (at(2) !== 'NAME') return importMessages.missingNameColumn;
  return undefined;
}

/** Rows between two progress reports. */
const REPORT_EVERY_ROWS = 2_000;

/**
 * The rows of a read sheet (headings first), checked: the headings (§5), then, with a target,
 * each row by the rules the server applies (§5 Value, §7: the brick's id, a code, its length,
 * no code twice, a name), so a wrong file is refused before 50,000 rows are sent. Empty cells
 * are empty text; wholly empty rows are skipped. Row numbers are the sheet's (2 is the first
 * under the headings).
 */
export function checkBrickValuesSheet(
  sheet: readonly (readonly string[])[],
  target?: BrickValuesTarget,
  onProgress?: (progress: BrickValuesProgress) => void,
): BrickValuesFile {
  const [header = [], ...body] = sheet;
  const headerProblem = brickValueHeaderProblem(header);
  if (headerProblem) return { ok: false, message: headerProblem };
  const rowsRead = body.length;
  const rows: BrickValueRow[] = [];
  const rowErrors: string[] = [];
  const seen = new Set<string>();
  body.forEach((cells, index) => {
    if (index % REPORT_EVERY_ROWS === 0) onProgress?.({ rowsRead, rowsChecked: index });
    if (!cells.some((cell) => cell !== '')) return;
    const row = { BRICKID: cells[0] ?? '', CODE: cells[1] ?? '', NAME: cells[2] ?? '' };
    rows.push(row);
    if (!target) return;
    const brickId = row.BRICKID.trim();
    const code = normalizeBrickCode(row.CODE);
    const problems: string[] = [];
    if (brickId !== '' && brickId !== String(target.productBrickId)) problems.push(brickMessages.importWrongBrick(brickId, target.productBrickId));
    if (!code) problems.push(brickMessages.valueCodeRequired);
    else {
      const lengthProblem = brickCodeLengthError(code, target.length, target.exact);
      if (lengthProblem) problems.push(lengthProblem);
      if (seen.has(code)) problems.push(brickMessages.duplicateCode(code));
    }
    if (!row.NAME.trim()) problems.push(brickMessages.valueNameRequired);
    // As the server does: only a row that passes claims its code.
    if (problems.length === 0) seen.add(code);
    for (const problem of problems) rowErrors.push(brickMessages.importRow(index + 2, problem));
  });
  onProgress?.({ rowsRead, rowsChecked: rowsRead });
  return rowErrors.length > 0 ? { ok: false, rowErrors } : { ok: true, rows };
}
