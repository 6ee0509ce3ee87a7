import { importMessages } from '../../catalogue/catalogueRules/messages';
import type { BrickValuesReply, BrickValuesRequest } from './brickValues.worker';
import { checkBrickValuesSheet, type BrickValuesFile, type BrickValuesProgress, type BrickValuesTarget } from './brickValuesSheet';
import { hasXlsxExtension, readFirstSheet, type NamedFile } from './spreadsheet';

export interface ReadInWorkerOptions {
  onProgress?: (progress: BrickValuesProgress) => void;
  signal?: AbortSignal;
}

/**
 * Reads and checks a chosen brick values workbook in a Web Worker (issue 43: 50,000 rows read on
 * the page's thread froze it for most of a minute). The page keeps answering; `onProgress` hears
 * the rows read and checked. The file type is checked here first (§5: the alert needs no worker).
 * Vite bundles the worker from the `new URL(…, import.meta.url)` below in the site, Storybook
 * and the built Storybook alike; `worker-src 'self'` allows it.
 */
export function readBrickValuesInWorker(file: NamedFile, target: BrickValuesTarget, options: ReadInWorkerOptions = {}): Promise<BrickValuesFile> {
  if (!hasXlsxExtension(file.name)) return Promise.resolve({ ok: false, message: importMessages.notXlsx });
  const { onProgress, signal } = options;
  // Where there are no workers (Node: the machines' tests, a server), the same steps run here.
  if (typeof Worker === 'undefined') return readBrickValuesHere(file, target, onProgress);
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The import was stopped.', 'AbortError'));
    const worker = new Worker(new URL('./brickValues.worker.ts', import.meta.url), { type: 'module', name: 'brick values import' });
    const stop = () => worker.terminate();
    signal?.addEventListener(
      'abort',
      () => {
        stop();
        reject(new DOMException('The import was stopped.', 'AbortError'));
      },
      { once: true },
    );
    worker.onmessage = ({ data }: MessageEvent<BrickValuesReply>) => {
      if (data.type === 'progress') {
        onProgress?.({ rowsRead: data.rowsRead, rowsChecked: data.rowsChecked });
        return;
      }
      stop();
      resolve(data.result);
    };
    worker.onerror = (event) => {
      stop();
      reject(new Error(`The brick values import's worker failed: ${event.message}`));
    };
    const request: BrickValuesRequest = { file, target };
    worker.postMessage(request);
  });
}

/** The worker's steps on the calling thread, for a runtime without Web Workers. */
async function readBrickValuesHere(
  file: NamedFile,
  target: BrickValuesTarget,
  onProgress: ReadInWorkerOptions['onProgress'],
): Promise<BrickValuesFile> {
  onProgress?.({ rowsRead: 0, rowsChecked: 0 });
  const sheet = await readFirstSheet(file);
  return sheet ? checkBrickValuesSheet(sheet, target, onProgress) : { ok: false, message: importMessages.unreadableWorkbook };
}
