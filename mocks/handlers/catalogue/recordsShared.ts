import { HttpResponse } from 'msw';
import writeXlsxFile from 'write-excel-file/universal';
import { readSheet } from 'read-excel-file/universal';
import { XLSX_MIME_TYPE } from '@joinery/flows/catalogue/records';
import type { SheetCell, SheetRows } from '../../data/catalogue/jobs';
import { staffErrorBody } from '../route';
import { checkBearer } from '../staff/staffSession';

/**
 * Pieces the unprocessed records, reporting, product view and jobs handlers share: staff
 * error replies shaped as route.ts's faults are, the bearer check, and real .xlsx files in and out
 * (the universal entries of read-excel-file and write-excel-file run in Node and the browser).
 */

function staffError(status: 400 | 401 | 404 | 409, message?: string): Response {
  const body = staffErrorBody(status) as Record<string, unknown>;
  return HttpResponse.json({ ...body, ...(message ? { message } : {}) }, { status });
}
export const badRequest = (message: string) => staffError(400, message);
export const notFound = (message: string) => staffError(404, message);
export const conflict = (message: string) => staffError(409, message);

/** A 401 when the request carries no valid staff bearer token (§7: every call carries one). */
export function requireStaff(request: Request): Response | undefined {
  const check = checkBearer(request);
  return check.ok ? undefined : staffError(401);
}

/** Who a request comes from, for a job's InitiatedBy. */
export function staffUserName(request: Request): string {
  const check = checkBearer(request);
  if (!check.ok) return 'unknown';
  return check.persona.info?.userName ?? check.persona.id;
}

/** A real .xlsx workbook of one sheet, sent as a download. */
export async function xlsxResponse(rows: SheetRows, fileName: string): Promise<Response> {
  const blob = await writeXlsxFile(rows.map((row) => row.map((cell) => cell ?? null))).toBlob();
  return new HttpResponse(blob, {
    headers: {
      'Content-Type': XLSX_MIME_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    },
  });
}

/** Reads the first sheet of an uploaded workbook; undefined when it is not a readable .xlsx. */
export async function readUploadedSheet(file: Blob): Promise<SheetRows | undefined> {
  try {
    const rows = await readSheet(file);
    // Its types call a date cell `typeof Date`; at run time it is a Date instance.
    const toCell = (cell: unknown): SheetCell =>
      cell instanceof Date ? cell.toISOString().slice(0, 10) : ((cell ?? null) as SheetCell);
    return rows.map((row) => row.map(toCell));
  } catch {
    return undefined;
  }
}
