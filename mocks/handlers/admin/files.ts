import { HttpResponse } from 'msw';
import type { PdfDocumentSpec } from '../shared/pdf';

/**
 * Real files for the export calls: spreadsheets from write-excel-file (its universal entry works
 * in Node and in the browser) and PDFs from pdf-lib (../shared/pdf, with embedded fonts). Both
 * libraries are imported inside the handler, so they load on the first export and never sit in a
 * route's initial bundle.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type SheetCell = string | number | null;

export interface Sheet {
  name: string;
  columns: readonly string[];
  rows: readonly SheetCell[][];
}

function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

export async function xlsxBytes(sheet: Sheet): Promise<ArrayBuffer> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = sheet.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const body = sheet.rows.map((row) => row.map((value) => (value === null ? null : { value })));
  const blob = await writeXlsxFile([header, ...body], {
    sheet: sheet.name,
    columns: sheet.columns.map((c) => ({ width: Math.max(12, c.length + 4) })),
    stickyRowsCount: 1,
  }).toBlob();
  return blob.arrayBuffer();
}

export async function xlsxResponse(sheet: Sheet, fileName: string): Promise<Response> {
  return new HttpResponse(await xlsxBytes(sheet), {
    headers: { 'Content-Type': XLSX_TYPE, 'Content-Disposition': attachment(fileName) },
  });
}

export type { PdfDocumentSpec, PdfSection, PdfText } from '../shared/pdf';

/** The PDF writer (../shared/pdf: fonts, bidi, html-to-text) is its own chunk, loaded on the first PDF. */
export async function pdfBytes(spec: PdfDocumentSpec): Promise<Uint8Array> {
  const pdf = await import('../shared/pdf');
  return pdf.pdfBytes(spec);
}

export async function pdfResponse(spec: PdfDocumentSpec, fileName: string): Promise<Response> {
  const pdf = await import('../shared/pdf');
  return pdf.pdfResponse(spec, fileName);
}
