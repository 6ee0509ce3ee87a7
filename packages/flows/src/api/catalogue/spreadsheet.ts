import { strFromU8, unzipSync } from 'fflate';
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

const attribute = (tag: string, name: string): string | undefined =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/**
 * The first sheet's formula cells that carry no saved result (a `<f>` without a `<v>`, as a
 * workbook written by a program rather than saved by a spreadsheet application can hold), by
 * address ("B3"). read-excel-file reads such a cell as empty, which would empty its field (issue
 * 43): the reader asks this to tell them apart. The workbook is opened with fflate (the zip
 * library read-excel-file itself uses); the first sheet is the workbook's first <sheet>.
 */
export async function formulaCellsWithoutValue(file: Blob): Promise<Set<string>> {
  const found = new Set<string>();
  try {
    const entries = unzipSync(new Uint8Array(await file.arrayBuffer()), {
      filter: ({ name }) => name === 'xl/workbook.xml' || name === 'xl/_rels/workbook.xml.rels' || name.startsWith('xl/worksheets/sheet'),
    });
    const text = (name: string) => (entries[name] ? strFromU8(entries[name]) : '');
    const firstSheet = /<(?:\w+:)?sheet\s[^>]*>/.exec(text('xl/workbook.xml'))?.[0] ?? '';
    const relationId = attribute(firstSheet, '(?:\\w+:)?id');
    const relation = [...text('xl/_rels/workbook.xml.rels').matchAll(/<Relationship\s[^>]*>/g)].find(
      ([tag]) => attribute(tag, 'Id') === relationId,
    )?.[0];
    const target = relation ? attribute(relation, 'Target') : undefined;
    if (!target) return found;
    const sheet = text(target.startsWith('/') ? target.slice(1) : `xl/${target}`);
    for (const [, attributes = '', body = ''] of sheet.matchAll(/<c(\s[^>]*?)?(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const address = attribute(attributes, 'r');
      if (address && /<f[\s>/]/.test(body) && !/<v[\s>/]/.test(body)) found.add(address);
    }
  } catch {
    // Not a readable zip: readFirstSheet answers for the file.
  }
  return found;
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
