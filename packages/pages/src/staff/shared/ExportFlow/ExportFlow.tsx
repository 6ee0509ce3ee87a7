import type { ReactNode } from 'react';
import { useSelector } from '@xstate/react';
import { useActorRef } from '@joinery/flows/react';
import { Alert } from '@joinery/ui/Alert';
import { LoadingOverlay } from '@joinery/ui/LoadingOverlay';
import { ProgressBar } from '@joinery/ui/ProgressBar';
import { LiveRegion } from '../LiveRegion';
import { exportBusy, exportFlowMachine, exportOverlayVisible, type ExportDownload, type ExportFlowActor } from '@joinery/flows/staff/exportFlow';

export interface ExportFlow {
  actor: ExportFlowActor;
  /** Starts an export unless one is on its way. */
  start: (download: ExportDownload) => void;
  /** A file is on its way: disable the Export controls. */
  busy: boolean;
}

/**
 * One export flow for a screen (back-office-admin.md §4 "Export flows"): start it from an
 * Export button, render `ExportOverlay` with it. `download` receives the progress callback and
 * an abort signal, e.g. `(onProgress, signal) => exportBids(request, signal, onProgress)`.
 */
export function useExportFlow(): ExportFlow {
  const actor = useActorRef(exportFlowMachine);
  const busy = useSelector(actor, exportBusy);
  return {
    actor,
    busy,
    start: (download) => {
      if (!exportBusy(actor.getSnapshot())) actor.send({ type: 'export.start', download });
    },
  };
}

export interface ExportOverlayProps {
  flow: ExportFlow;
  /** The screen's verbatim text, e.g. "Exporting Data, Please Wait....". */
  message: ReactNode;
  /** The progress bar's accessible name. */
  progressLabel: string;
  /** The failure alert's heading (the error itself is its text). */
  failedHeading?: ReactNode;
  dismissLabel?: string;
  children?: ReactNode;
}

/**
 * Covers the screen while the file downloads, with the progress percentage, until 1 s after
 * completion; a failure shows an alert with the error above the content, dismissible.
 */
export function ExportOverlay({ flow, message, progressLabel, failedHeading, dismissLabel, children }: ExportOverlayProps) {
  const visible = useSelector(flow.actor, exportOverlayVisible);
  const percent = useSelector(flow.actor, (s) => s.context.percent);
  const error = useSelector(flow.actor, (s) => (s.matches('failed') ? s.context.error : undefined));
  return (
    <LoadingOverlay
      active={visible}
      scope="viewport"
      message={message}
      progress={<ProgressBar value={percent} label={progressLabel} showValue />}
    >
      {/* Issue 46: in a live region that was there before it, so the failure is spoken at once. */}
      <LiveRegion politeness="assertive">
        {error !== undefined && (
          <Alert tone="critical" heading={failedHeading} onDismiss={() => flow.actor.send({ type: 'export.dismiss' })} dismissLabel={dismissLabel}>
            {error}
          </Alert>
        )}
      </LiveRegion>
      {children}
    </LoadingOverlay>
  );
}
