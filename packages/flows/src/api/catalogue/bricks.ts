import { z } from 'zod/mini';
import { importMessages } from '../../catalogue/catalogueRules/messages';
import { BRICK_VALUE_LANGUAGE } from '../../catalogue/catalogueRules/templateFields';
import { saveBlob } from '../download';
import { isApiError, type ApiError } from '../errors';
import { parseReply } from '../reply';
import { staffBlob, staffJson } from '../staff/request';
import { staffJsonUpload } from './recordsTransport';
import { checkBrickValuesSheet, type BrickValueRow, type BrickValuesFile, type BrickValuesProgress, type BrickValuesTarget } from './brickValuesSheet';
import { expectXlsx, hasXlsxExtension, readFirstSheet, type NamedFile } from './spreadsheet';

/**
 * Product Bricks (back-office-products.md §3 Brick, §7 Bricks).
 *
 * Records carry `version`; send it back with an update and a write based on a stale read is
 * answered 409 (shown as 'Record changed, Hit OK to refresh').
 */

export const brickValueSchema = z.object({
  code: z.string(),
  name: z.string(),
  language: z.string(),
});
export type BrickValue = z.infer<typeof brickValueSchema>;

const brickFields = {
  productBrickId: z.number(),
  name: z.string(),
  length: z.number(),
  /** The Max / Exact radio: true when codes must be exactly `length` long. */
  exact: z._default(z.boolean(), false),
  example: z.string(),
  /** A legacy host-system field the values come from; null is the dropdown's Select. */
  sourceField: z.nullable(z.string()),
  /** ISO 8601; the list sorts by it, newest first. */
  lastUpdatedAt: z.string(),
  version: z.optional(z.number()),
};

/** A row of the bricks list (the list carries no values). */
export const brickSummarySchema = z.object(brickFields);
export type BrickSummary = z.infer<typeof brickSummarySchema>;

export const brickSchema = z.object({ ...brickFields, values: z.array(brickValueSchema) });
export type Brick = z.infer<typeof brickSchema>;

export interface BrickValueInput {
  code: string;
  name: string;
  /** Defaults to English (§3). */
  language?: string;
}

/** POST ProductBricks body. */
export interface BrickDraft {
  name: string;
  length: number;
  exact: boolean;
  example: string;
  sourceField: string | null;
  values: BrickValueInput[];
}

/** PUT ProductBricks/{id} body: the draft plus its id and the version it was read at. */
export interface BrickUpdate extends BrickDraft {
  productBrickId: number;
  version?: number | undefined;
}

/** The `{token}` of `GET {token}`: the list of legacy fields a brick may be sourced from. */
export const BRICK_SOURCE_FIELDS_TOKEN = 'BrickSourceFields';
/** §7, §9: the brick values export is saved under this name. */
export const BRICK_VALUES_EXPORT_FILE_NAME = 'BrickValues_Export.xlsx';
export {
  BRICK_VALUE_HEADERS,
  brickValueHeaderProblem,
  checkBrickValuesSheet,
  type BrickValueRow,
  type BrickValuesFile,
  type BrickValuesProgress,
  type BrickValuesTarget,
} from './brickValuesSheet';

function withLanguage(values: BrickValueInput[]): BrickValue[] {
  return values.map((value) => ({ code: value.code, name: value.name, language: value.language ?? BRICK_VALUE_LANGUAGE }));
}

/** GET ProductBricks. */
export function fetchBricks(signal?: AbortSignal): Promise<BrickSummary[]> {
  return staffJson('bricks.list', z.array(brickSummarySchema), { signal });
}

/** GET ProductBricks/{id}. */
export function fetchBrick(id: number, signal?: AbortSignal): Promise<Brick> {
  return staffJson('bricks.get', brickSchema, { params: { id }, signal });
}

/** POST ProductBricks: answers the saved brick. */
export function createBrick(draft: BrickDraft, signal?: AbortSignal): Promise<Brick> {
  return staffJson('bricks.create', brickSchema, { json: { ...draft, values: withLanguage(draft.values) }, signal });
}

/** PUT ProductBricks/{id}: answers the saved brick; 409 when `version` is stale. */
export function updateBrick(brick: BrickUpdate, signal?: AbortSignal): Promise<Brick> {
  return staffJson('bricks.update', brickSchema, {
    params: { id: brick.productBrickId },
    json: { ...brick, values: withLanguage(brick.values) },
    signal,
  });
}

/** GET {token}: the names of the legacy host-system fields (the Source Field dropdown). */
export function fetchSourceFieldNames(token: string = BRICK_SOURCE_FIELDS_TOKEN, signal?: AbortSignal): Promise<string[]> {
  return staffJson('bricks.tokenNames', z.array(z.string()), { params: { token }, signal });
}

/** POST ProductBricks/BrickValuesExport/{id}: the brick's values as an xlsx file (BRICKID, CODE, NAME). */
export async function fetchBrickValuesExport(id: number, signal?: AbortSignal): Promise<Blob> {
  return expectXlsx('bricks.exportValues', await staffBlob('bricks.exportValues', { params: { id }, signal }));
}

/** Downloads the brick's values as BrickValues_Export.xlsx; answers the file name. */
export async function exportBrickValues(id: number, signal?: AbortSignal): Promise<string> {
  return saveBlob(await fetchBrickValuesExport(id, signal), BRICK_VALUES_EXPORT_FILE_NAME);
}

export interface ImportBrickValuesOptions {
  /** 0 when the upload starts, the share sent while it runs (below 100), 100 when the server has accepted it (§4 Brick edit Import). */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

const importReplySchema = z.literal(importMessages.importSuccessful);

/**
 * POST ProductBricks/BrickValueImport/{brickId}/{exact}: JSON rows keyed by BRICKID, CODE,
 * NAME. Answers 'Import Successful'. A 400 lists the rows at fault: read them with
 * `brickImportErrors(error)`.
 */
export async function importBrickValues(
  brickId: number,
  exact: boolean,
  rows: BrickValueRow[],
  options: ImportBrickValuesOptions = {},
): Promise<string> {
  // §7 "upload progress tracked": 0, the share of the rows sent, then 100 once the reply is read.
  const text = await staffJsonUpload('bricks.importValues', {
    params: { brickId, exact: String(exact) },
    json: rows,
    onProgress: options.onProgress,
    signal: options.signal,
  });
  // Some servers send a string reply JSON-encoded; both forms mean the same.
  const reply = parseReply('bricks.importValues', importReplySchema, text.trim().replace(/^"(.*)"$/s, '$1'));
  options.onProgress?.(100);
  return reply;
}

/** The per-row problems of a refused brick values import, for the Import Values dialog. */
export function brickImportErrors(error: unknown): string[] {
  if (!isApiError(error)) return [];
  const body = error.details.body;
  if (body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors)) {
    return body.errors.filter((e): e is string => typeof e === 'string');
  }
  return [];
}

/**
 * Reads a chosen brick values spreadsheet before it is sent (§5): it must be .xlsx, and the
 * first row must read BRICKID, CODE, NAME in that order. Empty cells become empty text and
 * wholly empty rows are skipped. Answers the rows, or the specification's message; with a
 * target brick each row is checked too (checkBrickValuesSheet). Reads on the calling thread:
 * the screen reads through readBrickValuesInWorker (brickValuesReader.ts).
 */
export async function readBrickValuesFile(
  file: NamedFile,
  target?: BrickValuesTarget,
  onProgress?: (progress: BrickValuesProgress) => void,
): Promise<BrickValuesFile> {
  if (!hasXlsxExtension(file.name)) return { ok: false, message: importMessages.notXlsx };
  const sheet = await readFirstSheet(file);
  if (!sheet) return { ok: false, message: importMessages.unreadableWorkbook };
  return checkBrickValuesSheet(sheet, target, onProgress);
}

/** For tests and screens: true when an error is a refused import that listed rows. */
export function isBrickImportRefusal(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 400 && brickImportErrors(error).length > 0;
}
