import type { SetupWorker } from 'msw/browser';
import { addons } from 'storybook/preview-api';
import { calls } from '@joinery/flows/api';
import {
  faultFromKind,
  faultKinds,
  isApiRequest,
  resetStore,
  type FaultKind,
  type FaultMap,
} from '@joinery/mocks';
import { QA_EVENTS, type QaCall, type QaState } from './protocol';

/**
 * The preview's half of the QA panel (.storybook/manager.tsx): faults set from the panel (kept
 * for the re-runs of stories until cleared), the calls the current story made with their
 * payloads and replies, and a reset of the embedded back end's data. Without the manager (the
 * Vitest runs) nothing is ever set from here; the log starts empty with each story.
 */
const callTable = Object.entries(calls as Record<string, { method: string; path: string }>).map(
  ([id, spec]) => ({
    id,
    method: spec.method,
    pattern: new RegExp(
      `${spec.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]\w*/g, '[^/]+')}$`,
      'i',
    ),
  }),
);
const callIdOf = (method: string, url: string) => {
  const path = new URL(url).pathname;
  return (
    callTable.find((c) => c.method === method && c.pattern.test(path))?.id ?? `${method} ${path}`
  );
};

const LIMIT = 4000;
const clip = (text: string) =>
  text.length > LIMIT ? `${text.slice(0, LIMIT)}… (${text.length} characters)` : text;

const panelFaults = new Map<string, string>();
const story = { faults: [] as string[], calls: [] as QaCall[], nextId: 1 };
const pending = new Map<string, QaCall>();

function channel() {
  return addons.hasChannel() ? addons.getChannel() : undefined;
}

function publish() {
  const state: QaState = {
    callIds: callTable.map((c) => c.id).sort(),
    faultKinds: [...faultKinds],
    panelFaults: Object.fromEntries(panelFaults),
    storyFaults: story.faults,
    calls: story.calls.map((c) => ({ ...c })),
  };
  channel()?.emit(QA_EVENTS.state, state);
}

/** The faults a story runs with: its own, then the panel's on top. */
export function qaFaults(storyFaults: FaultMap | undefined): FaultMap {
  const fromPanel = Object.fromEntries(
    [...panelFaults].map(([call, kind]) => [call, faultFromKind(kind as FaultKind)]),
  );
  return { ...storyFaults, ...fromPanel };
}

/** A story starts: an empty call log. */
export function startQaStory(storyFaults: FaultMap | undefined) {
  story.faults = Object.keys(storyFaults ?? {});
  story.calls = [];
  pending.clear();
  publish();
}

let installed = false;
export function installQa(worker: SetupWorker) {
  if (installed) return;
  installed = true;
  const ch = channel();
  ch?.on(QA_EVENTS.requestState, publish);
  ch?.on(QA_EVENTS.setFault, ({ call, kind }: { call: string; kind: string }) => {
    panelFaults.set(call, kind);
    publish();
  });
  ch?.on(QA_EVENTS.clearFaults, () => {
    panelFaults.clear();
    publish();
  });
  ch?.on(QA_EVENTS.resetData, () => resetStore());

  worker.events.on('request:start', ({ request, requestId }) => {
    if (!isApiRequest(request)) return;
    const call = callIdOf(request.method, request.url);
    const fault =
      panelFaults.get(call) ?? (story.faults.includes(call) ? 'set by the story' : null);
    const entry: QaCall = {
      id: story.nextId++,
      call,
      method: request.method,
      url: request.url,
      payload: '',
      status: null,
      reply: '',
      fault,
    };
    pending.set(requestId, entry);
    story.calls.push(entry);
    publish();
    request
      .clone()
      .text()
      .then((text) => {
        entry.payload = clip(text);
        publish();
      })
      .catch(() => undefined);
  });
  worker.events.on('response:mocked', ({ response, requestId }) => {
    const entry = pending.get(requestId);
    if (!entry) return;
    pending.delete(requestId);
    entry.status = response.type === 'error' ? 0 : response.status;
    publish();
    if (response.type === 'error') return;
    response
      .clone()
      .text()
      .then((text) => {
        entry.reply = clip(text);
        publish();
      })
      .catch(() => undefined);
  });
}
