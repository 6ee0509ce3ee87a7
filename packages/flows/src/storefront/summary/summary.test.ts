import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SummaryRequest } from '../../api/storefront/checkout';
import { EMPTY_SUMMARY, type Summary } from '../../api/storefront/checkoutSchemas';
import { SUMMARY_DEBOUNCE_MS } from '../checkout/constants';
import { replay, walkStates } from '../checkout/testing/stateCoverage';
import { summaryMachine, type FetchSummaryInput, type SummaryReport } from './summary.machine';

const request = (optionId: string | null): SummaryRequest => ({
  ShippingAddress: null,
  ShippingOptionId: optionId,
});
const summary = (overrides: Partial<Summary> = {}): Summary => ({
  ...EMPTY_SUMMARY,
  SubTotal: 100,
  Total: 107,
  TaxTotal: 7,
  ...overrides,
});

function start(answer: (request: SummaryRequest) => Summary | Error) {
  const requested: SummaryRequest[] = [];
  const reports: SummaryReport[] = [];
  const actor = createActor(
    summaryMachine.provide({
      actions: { report: (_, report: SummaryReport) => void reports.push(report) },
      actors: {
        fetchSummary: fromPromise<Summary, FetchSummaryInput>(async ({ input }) => {
          requested.push(input.request);
          const reply = answer(input.request);
          if (reply instanceof Error) throw reply;
          return reply;
        }),
      },
    }),
    { input: { request: request(null) } },
  );
  actor.start();
  const messages = () => reports.flatMap((r) => (r.type === 'message.add' ? [r.message] : []));
  return { actor, requested, reports, messages };
}

describe('summaryMachine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('starts refreshing and fetches once the debounce has passed on load', async () => {
    const { actor, requested } = start(() => summary());
    expect(actor.getSnapshot().context.isRefreshing).toBe(true);
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS - 1);
    expect(requested).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(requested).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({
      isRefreshing: false,
      summary: { Total: 107 },
    });
  });

  it('waits 1000 ms after the last of a burst of changes and sends one request', async () => {
    const { actor, requested, reports } = start(() => summary());
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    actor.send({ type: 'summary.request', request: request('a') });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'summary.request', request: request('b') });
    expect(reports.at(-1)).toMatchObject({ type: 'summary.changed', isRefreshing: true });
    await vi.advanceTimersByTimeAsync(600);
    expect(requested).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(400);
    expect(requested.map((r) => r.ShippingOptionId)).toEqual([null, 'b']);
    expect(reports.at(-1)).toMatchObject({ type: 'summary.changed', isRefreshing: false });
  });

  it('lists the server-side summary errors after their heading', async () => {
    const { actor, messages } = start(() =>
      summary({ ErrorMessages: ['No tax rate.', 'Call us.'] }),
    );
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(messages()).toEqual([
      {
        type: 'error',
        text: 'An error occurred refreshing the summary:',
        items: ['No tax rate.', 'Call us.'],
      },
    ]);
  });

  it('stops the spinner and says the refresh failed', async () => {
    const { actor, messages } = start(() => new Error('500'));
    await vi.advanceTimersByTimeAsync(SUMMARY_DEBOUNCE_MS);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.isRefreshing).toBe(false);
    expect(messages()[0]?.text).toBe(
      'An error occured while trying to refresh the summary. Please reload the page and try again, or contact customer service',
    );
  });

  it('reaches every state by a path, and each path replays on a live actor', () => {
    const machine = summaryMachine.provide({
      actions: { report: () => undefined },
      actors: {
        fetchSummary: fromPromise<Summary, FetchSummaryInput>(() => new Promise(() => {})),
      },
    });
    const input = { request: request(null) };
    const walk = walkStates(machine, {
      input,
      events: [
        { type: 'xstate.after.summaryDebounce.summary.debouncing' },
        { type: 'xstate.done.actor.fetchSummary', output: summary() },
        { type: 'xstate.error.actor.fetchSummary', error: new Error('x') },
        { type: 'summary.request', request: request('a') },
      ],
    });
    expect(walk.unreached).toEqual([]);
    for (const [leaf, path] of walk.pathTo) expect(replay(machine, input, path)).toContain(leaf);
  });
});
