import { HttpResponse } from 'msw';
import writeXlsxFile from 'write-excel-file/universal';
import { staffErrorBody } from '../route';
import { checkBearer } from '../staff/staffSession';

/**
 * Replies the bricks, series and templates handlers share: staff error bodies shaped as
 * route.ts's faults are (`{ status, code, message }`), the bearer check, request bodies read
 * without throwing, and real .xlsx downloads (write-excel-file's universal entry runs in Node
 * and in the browser's worker alike).
 */

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function staffFailure(status: 400 | 401 | 404 | 409, message?: string, extra: Record<string, unknown> = {}): Response {
  const body = staffErrorBody(status) as Record<string, unknown>;
  return HttpResponse.json({ ...body, ...(message ? { message } : {}), ...extra }, { status });
}

/** A 400 whose message the screen shows as it comes (§8: "the server's message"). */
export function badRequest(message: string, extra: Record<string, unknown> = {}): Response {
  return staffFailure(400, message, extra);
}

/** The signed-in staff member's user name, or a 401 reply when the bearer token is not valid. */
export function staffUser(request: Request): { ok: true; userName: string } | { ok: false; reply: Response } {
  const check = checkBearer(request);
  if (!check.ok) return { ok: false, reply: staffFailure(401) };
  return { ok: true, userName: check.persona.info?.userName ?? check.persona.id };
}

/** The request's JSON body, or undefined when it is missing or not JSON. */
export async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** A path id that must be a positive whole number. */
export function pathId(value: string | readonly string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  return typeof text === 'string' && /^\d+$/.test(text) ? Number(text) : undefined;
}

export type SheetCell = string | number | boolean | null;

/** A one-sheet workbook sent as a download. */
export async function xlsxDownload(rows: SheetCell[][], fileName: string): Promise<Response> {
  const blob = await writeXlsxFile(rows).toBlob();
  return new HttpResponse(blob, {
    headers: { 'Content-Type': XLSX_CONTENT_TYPE, 'Content-Disposition': `attachment; filename="${fileName}"` },
  });
}

/** ISO 8601 now: the time a record was last edited. */
export function now(): string {
  return new Date().toISOString();
}
