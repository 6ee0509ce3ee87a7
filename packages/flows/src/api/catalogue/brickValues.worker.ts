import { checkBrickValuesSheet, type BrickValuesFile, type BrickValuesProgress, type BrickValuesTarget } from './brickValuesSheet';
import { importMessages } from '../../catalogue/catalogueRules/messages';
import { readFirstSheet } from './spreadsheet';

/*
 * The brick values import's Web Worker (issue 43): unzipping, parsing and checking a workbook of
 * 50,000 rows takes seconds, which on the page's own thread froze the back office. Here it runs
 * beside the page, which only hears progress and the outcome. Started by readBrickValuesInWorker.
 */

export interface BrickValuesRequest {
  file: Blob;
  target?: BrickValuesTarget | undefined;
}

export type BrickValuesReply = ({ type: 'progress' } & BrickValuesProgress) | { type: 'done'; result: BrickValuesFile };

// A dedicated worker's scope, as much of it as this file uses (the project's types are the DOM's).
const scope = globalThis as unknown as {
  postMessage(message: BrickValuesReply): void;
  onmessage: ((event: MessageEvent<BrickValuesRequest>) => void) | null;
};

scope.onmessage = async ({ data }) => {
  scope.postMessage({ type: 'progress', rowsRead: 0, rowsChecked: 0 });
  const sheet = await readFirstSheet(data.file);
  const result: BrickValuesFile = sheet
    ? checkBrickValuesSheet(sheet, data.target, (progress) => scope.postMessage({ type: 'progress', ...progress }))
    : { ok: false, message: importMessages.unreadableWorkbook };
  scope.postMessage({ type: 'done', result });
};
