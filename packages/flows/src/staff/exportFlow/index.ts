/**
 * The shared export flow (back-office-admin.md §4 "Export flows", back-office-products.md §4
 * Reporting). Use it with `useActorRef(exportFlowMachine)` and send
 * `{ type: 'export.start', download: (onProgress, signal) => exportBids(request, signal, onProgress) }`;
 * render `ExportOverlay` from `packages/pages/src/staff/shared/ExportOverlay` with the actor.
 */
export { exportFlowMachine, type ExportDownload, type ExportFlowActor, type ExportFlowContext, type ExportFlowEvent } from './exportFlow.machine';
export { exportBusy, exportOverlayVisible } from './selectors';
export { describeApiError } from './describeExportError';
export { EXPORT_OVERLAY_HIDE_MS } from './constants';
