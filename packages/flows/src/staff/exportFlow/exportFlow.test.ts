import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { exportFlowMachine, type ExportDownload } from './exportFlow.machine';
import { exportBusy, exportOverlayVisible } from './selectors';
import { EXPORT_OVERLAY_HIDE_MS } from './constants';

/** A download the test settles by hand, reporting progress through the flow's callback. */
function controlledDownload() {
  let report: (percent: number) => void = () => undefined;
  let finish: (name: string) => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  let signal: AbortSignal | undefined;
  const download: ExportDownload = (onProgress, abort) => {
    report = onProgress;
    signal = abort;
    return new Promise((resolve, reject) => {
      finish = (fileName) => resolve({ fileName });
      fail = reject;
    });
  };
  return { download, report: (p: number) => report(p), finish: (n: string) => finish(n), fail: (e: unknown) => fail(e), signal: () => signal };
}

afterEach(() => vi.useRealTimers());

describe('export flow (back-office-admin.md §4 "Export flows")', () => {
  it('starts idle with the controls enabled', () => {
    const actor = createActor(exportFlowMachine).start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(exportBusy(actor.getSnapshot())).toBe(false);
    expect(exportOverlayVisible(actor.getSnapshot())).toBe(false);
  });

  it('reports progress, completes with the file name, and hides the overlay 1 s later', async () => {
    vi.useFakeTimers();
    const d = controlledDownload();
    const actor = createActor(exportFlowMachine).start();
    actor.send({ type: 'export.start', download: d.download });
    expect(actor.getSnapshot().value).toBe('exporting');
    expect(exportBusy(actor.getSnapshot())).toBe(true);
    d.report(42.4);
    expect(actor.getSnapshot().context.percent).toBe(42);
    d.report(250);
    expect(actor.getSnapshot().context.percent).toBe(100);
    d.finish('Bids_Export.xlsx');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('complete');
    expect(actor.getSnapshot().context).toMatchObject({ percent: 100, fileName: 'Bids_Export.xlsx' });
    expect(exportOverlayVisible(actor.getSnapshot())).toBe(true);
    expect(exportBusy(actor.getSnapshot())).toBe(false);
    vi.advanceTimersByTime(EXPORT_OVERLAY_HIDE_MS - 1);
    expect(actor.getSnapshot().value).toBe('complete');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('accepts a plain file name from the download', async () => {
    const actor = createActor(exportFlowMachine).start();
    actor.send({ type: 'export.start', download: async () => 'RankingReport_Export.xlsx' });
    await waitFor(actor, (s) => s.matches('complete'));
    expect(actor.getSnapshot().context.fileName).toBe('RankingReport_Export.xlsx');
  });

  it('a failure raises the error text and re-enables the controls; dismiss returns to idle', async () => {
    const d = controlledDownload();
    const actor = createActor(exportFlowMachine).start();
    actor.send({ type: 'export.start', download: d.download });
    d.fail(new ApiError('http', 'bids.export', 'Bids could not be exported'));
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('Bids could not be exported');
    expect(exportBusy(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'export.dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeUndefined();
  });

  it('can start again after a failure or while the completed overlay still shows', async () => {
    const actor = createActor(exportFlowMachine).start();
    actor.send({ type: 'export.start', download: async () => Promise.reject(new Error('offline')) });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('offline');
    actor.send({ type: 'export.start', download: async () => 'a.xlsx' });
    await waitFor(actor, (s) => s.matches('complete'));
    const d = controlledDownload();
    actor.send({ type: 'export.start', download: d.download });
    expect(actor.getSnapshot().value).toBe('exporting');
    expect(actor.getSnapshot().context.fileName).toBeUndefined();
  });

  it('stopping the flow aborts the download and raises nothing', async () => {
    const d = controlledDownload();
    const actor = createActor(exportFlowMachine).start();
    actor.send({ type: 'export.start', download: d.download });
    actor.stop();
    expect(d.signal()?.aborted).toBe(true);
  });
});
