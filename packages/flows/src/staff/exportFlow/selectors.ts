import type { SnapshotFrom } from 'xstate';
import type { exportFlowMachine } from './exportFlow.machine';

type Snapshot = SnapshotFrom<typeof exportFlowMachine>;

/** The overlay shows while exporting and for 1 s after completion. */
export const exportOverlayVisible = (snapshot: Snapshot): boolean => snapshot.matches('exporting') || snapshot.matches('complete');
/** The Export controls are disabled only while a file is on its way. */
export const exportBusy = (snapshot: Snapshot): boolean => snapshot.matches('exporting');
