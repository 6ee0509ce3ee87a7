import { readSheet } from 'read-excel-file/universal';
import type { CallId } from '../calls';
import { ApiError } from '../errors';

/**
 * Reading chosen spreadsheets in the browser before they are sent (brick values, templates).
 * The universal entry of read-excel-file reads a Blob in the browser and in Node alike.
 */

/** A chosen file: a File, or any Blob with a name. */
export type NamedFile = Blob & { readonly name: string };

/** §5, §9: imports accept only .xlsx (by extension, as the original screens check it). */
export function hasXlsxExtension(fileName: string): boolean {
  return /\.xlsx$/i.test(fileName.trim());
}

function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  return String(cell);
}

/**
 * The first sheet as rows of text cells (empty cells are ''), or undefined when the file is not
 * a workbook that can be read.
 */
export async function readFirstSheet(file: Blob): Promise<string[][] | undefined> {
  try {
    const rows = await readSheet(file);
    return rows.map((row) => row.map(cellText));
  } catch {
    return undefined;
  }
}

/** An .xlsx workbook is a zip archive: it starts with the local file header "PK\x03\x04". */
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

/**
 * A downloaded workbook, checked: a reply that is not an .xlsx file is a malformed reply of the
 * call (an ApiError naming it), never a broken file saved to the user's disk.
 */
export async function expectXlsx(call: CallId, blob: Blob): Promise<Blob> {
  const head = new Uint8Array(await blob.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  if (ZIP_SIGNATURE.every((byte, i) => head[i] === byte)) return blob;
  throw new ApiError('malformed', call, `The server's reply to ${call} could not be read: (reply) is not an .xlsx file.`, {
    field: '(reply)',
  });
}
