/**
 * The QA panel's messages between Storybook's manager (the panel) and the preview (the story
 * and its embedded back end). The vocabulary is the site's demo panel's: fault kinds of
 * mocks/faults.ts, call ids of packages/flows/src/api.
 */
export const QA_ADDON = 'joinery/qa';
export const QA_PANEL = 'joinery/qa/panel';

export const QA_EVENTS = {
  /** preview → manager: what the story did and what is set. */
  state: 'joinery/qa/state',
  /** manager → preview: send the state now (the panel just opened). */
  requestState: 'joinery/qa/request-state',
  /** manager → preview: { call, kind } ; the story re-runs with the fault. */
  setFault: 'joinery/qa/set-fault',
  clearFaults: 'joinery/qa/clear-faults',
  /** manager → preview: the embedded back end's data back to its seed; the story re-runs. */
  resetData: 'joinery/qa/reset-data',
} as const;

export interface QaCall {
  id: number;
  /** The call id of the API tables (`checkout.placeOrder`), or the method and path when none matches. */
  call: string;
  method: string;
  url: string;
  payload: string;
  status: number | null;
  reply: string;
  /** A fault the panel or the story set on this call. */
  fault: string | null;
}

export interface QaState {
  callIds: string[];
  faultKinds: string[];
  /** call id → fault kind, set from the panel (kept across re-runs of the story until cleared). */
  panelFaults: Record<string, string>;
  /** Faults the story's own parameters set. */
  storyFaults: string[];
  calls: QaCall[];
}
