import { z } from 'zod/mini';
import type { CallId } from '../calls';
import { saveBlob } from '../download';
import { ApiError } from '../errors';
import type { CallOptions } from '../http';
import { staffBlob } from '../staff/request';

/**
 * The record's concurrency token. It travels in the JSON body: every record the server sends
 * carries its `rowVersion`, and a PUT sends it back unchanged; a PUT whose `rowVersion` is older
 * than the stored one is answered 409 (back-office-admin.md §8 "Conflict code 409"). Named
 * `rowVersion` because a SOW project's own `version` is its revision number (§3). Optional
 * so a server that does not send one still reads (docs/decisions.md).
 */
export const rowVersionField = z.optional(z.number());

/** Text the server may leave out or send as null; read as ''. */
export const text = z.pipe(
  z.optional(z.nullable(z.string())),
  z.transform((value) => value ?? ''),
);

/** §3 User and Bid change history record. `from` equal to `to` is hidden by the screen (§5). */
export const changeHistoryRecordSchema = z.object({
  changeDate: z.string(),
  user: z.string(),
  changeField: z.string(),
  from: text,
  to: text,
});
export type ChangeHistoryRecord = z.infer<typeof changeHistoryRecordSchema>;

/**
 * The history filter's author list (POST …/GetUsersByDate): the names of the people who changed
 * the record since the date, as `changeHistoryRecordSchema.user` carries them.
 */
export const historyAuthorsSchema = z.array(z.string());

/** The paging every history request carries (§7: pageIndex, pageSize 25; pages start at 1). */
export const historyPageShape = {
  pageIndex: z.number(),
  /** The clients send HISTORY_PAGE_SIZE when it is left out. */
  pageSize: z.optional(z.number()),
};

export type FileKind = 'xlsx' | 'pdf';

/** The first bytes of each kind of file: an xlsx is a zip (PK\x03\x04), a PDF starts with %PDF. */
const fileSignatures: Record<FileKind, readonly number[]> = {
  xlsx: [0x50, 0x4b, 0x03, 0x04],
  pdf: [0x25, 0x50, 0x44, 0x46],
};
const fileKindNames: Record<FileKind, string> = { xlsx: 'spreadsheet', pdf: 'PDF' };

export interface DownloadedFile {
  /** The name it was saved under (back-office-admin.md §9 "Export files"). */
  fileName: string;
  blob: Blob;
}

/**
 * Fetches a file, checks it is the kind of file promised (so an error page or a JSON body
 * answered with 200 becomes a typed `malformed` error rather than a corrupt download), then
 * saves it under the specification's name.
 */
export async function downloadFile(
  call: CallId,
  kind: FileKind,
  fileName: string,
  options: CallOptions = {},
): Promise<DownloadedFile> {
  const blob = await staffBlob(call, options);
  const signature = fileSignatures[kind];
  const head = new Uint8Array(await blob.slice(0, signature.length).arrayBuffer());
  if (!signature.every((byte, i) => head[i] === byte)) {
    throw new ApiError(
      'malformed',
      call,
      `The server's reply to ${call} could not be read: (file) is not a ${fileKindNames[kind]}.`,
      { field: '(file)' },
    );
  }
  return { fileName: saveBlob(blob, fileName), blob };
}
