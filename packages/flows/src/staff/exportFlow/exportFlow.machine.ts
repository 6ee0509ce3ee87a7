import { assign, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { describeApiError } from './describeExportError';
import { EXPORT_OVERLAY_HIDE_MS } from './constants';

/**
 * The export flow every back-office export shares (back-office-admin.md §4 "Export flows":
 * bids, surveys, rankings, inactive report; back-office-products.md §4 "Reporting" export):
 * start, progress percentage, complete, file downloaded, controls re-enabled; the overlay hides
 * 1 second after completion; a failure raises an alert with the error.
 *
 * The screen injects what to download as the `download` input: a function that receives the
 * progress callback and an abort signal and resolves with the saved file's name.
 */
export type ExportDownload = (onProgress: (percent: number) => void, signal: AbortSignal) => Promise<{ fileName: string } | string>;

export interface ExportFlowContext {
  percent: number;
  fileName: string | undefined;
  error: string | undefined;
}

export type ExportFlowEvent =
  | { type: 'export.start'; download: ExportDownload }
  | { type: 'export.progress'; percent: number }
  | { type: 'export.done'; fileName: string }
  | { type: 'export.failed'; error: string }
  | { type: 'export.dismiss' };

export const exportFlowMachine = setup({
  types: {
    context: {} as ExportFlowContext,
    events: {} as ExportFlowEvent,
  },
  actors: {
    /** Runs the injected download, reporting progress; aborts it if the flow is stopped. */
    runExport: fromCallback<ExportFlowEvent, { download: ExportDownload }>(({ input, sendBack }) => {
      const controller = new AbortController();
      input
        .download((percent) => sendBack({ type: 'export.progress', percent }), controller.signal)
        .then((saved) => sendBack({ type: 'export.done', fileName: typeof saved === 'string' ? saved : saved.fileName }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) sendBack({ type: 'export.failed', error: describeApiError(error) });
        });
      return () => controller.abort();
    }),
  },
  delays: { overlayHide: EXPORT_OVERLAY_HIDE_MS },
}).createMachine({
  id: 'exportFlow',
  description: 'Downloads one export file with progress; shared by every back-office export button.',
  context: { percent: 0, fileName: undefined, error: undefined },
  initial: 'idle',
  states: {
    idle: {
      description: 'The Export button is enabled (the screen may still disable it, e.g. while its list loads).',
      on: {
        'export.start': { target: 'exporting', actions: assign({ percent: 0, error: undefined, fileName: undefined }) },
      },
    },
    exporting: {
      description: 'The overlay shows the progress percentage; the export controls are disabled.',
      invoke: {
        src: 'runExport',
        input: ({ event }) => ({ download: (event as Extract<ExportFlowEvent, { type: 'export.start' }>).download }),
      },
      on: {
        'export.progress': { actions: assign({ percent: ({ event }) => Math.max(0, Math.min(100, Math.round(event.percent))) }) },
        'export.done': { target: 'complete', actions: assign({ percent: 100, fileName: ({ event }) => event.fileName }) },
        'export.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
      },
    },
    complete: {
      description: 'The file was saved; the overlay shows 100% and hides 1 second later.',
      after: { overlayHide: 'idle' },
      on: {
        'export.start': { target: 'exporting', actions: assign({ percent: 0, error: undefined, fileName: undefined }) },
      },
    },
    failed: {
      description: 'An alert says why; the controls are enabled again.',
      on: {
        'export.dismiss': { target: 'idle', actions: assign({ error: undefined }) },
        'export.start': { target: 'exporting', actions: assign({ percent: 0, error: undefined, fileName: undefined }) },
      },
    },
  },
});

export type ExportFlowActor = ActorRefFrom<typeof exportFlowMachine>;
