import { delay, HttpResponse, type JsonBodyType } from 'msw';

/**
 * Fault injection for the embedded back end. Any call, named by its id in the call table
 * (`checkout.placeOrder`, `bricks.list`), can be told to add latency, answer an error status,
 * fail at the network level or send a malformed body. Stories set faults through the `faults`
 * parameter, Node tests through `setFault`, the site through `?fault=call:kind` and its panel.
 */
export const faultKinds = ['latency', '400', '401', '404', '409', '500', 'network', 'malformed'] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface Fault {
  /** Extra time before answering, in milliseconds. `Infinity` never answers (a loading state). */
  latencyMs?: number;
  status?: 400 | 401 | 404 | 409 | 500;
  /** Body sent with `status`; each domain has a default shaped like the real server's. */
  body?: unknown;
  network?: boolean;
  malformed?: boolean;
  /** Apply to this many calls, then clear; unset means until cleared. */
  times?: number;
}

export type FaultMap = Record<string, Fault>;

const active = new Map<string, Fault>();

export function setFault(call: string, fault: Fault): void {
  active.set(call, fault);
}
export function setFaults(faults: FaultMap | undefined): void {
  active.clear();
  for (const [call, fault] of Object.entries(faults ?? {})) active.set(call, fault);
}
export function clearFaults(): void {
  active.clear();
}
export function activeFaults(): FaultMap {
  return Object.fromEntries(active);
}

/** Reads `call:kind` pairs, comma-separated, as the site's `?fault=` query carries them. */
export function parseFaultQuery(query: string | null | undefined): FaultMap {
  const out: FaultMap = {};
  for (const part of (query ?? '').split(',').map((s) => s.trim()).filter(Boolean)) {
    const [call, kind = '500'] = part.split(':');
    if (!call) continue;
    out[call] = faultFromKind(kind as FaultKind);
  }
  return out;
}

export function faultFromKind(kind: FaultKind): Fault {
  switch (kind) {
    case 'latency':
      return { latencyMs: 3000 };
    case 'network':
      return { network: true };
    case 'malformed':
      return { malformed: true };
    default:
      return { status: Number(kind) as Fault['status'] };
  }
}

/**
 * Returns the response a fault calls for, or undefined when the call should be answered
 * normally (after any latency the fault asked for).
 */
export async function applyFault(
  call: string,
  defaultErrorBody: (status: number) => unknown,
): Promise<Response | undefined> {
  const fault = active.get(call);
  if (!fault) return undefined;
  if (fault.times !== undefined) {
    if (fault.times <= 1) active.delete(call);
    else active.set(call, { ...fault, times: fault.times - 1 });
  }
  if (fault.latencyMs) await delay(fault.latencyMs === Infinity ? 'infinite' : fault.latencyMs);
  if (fault.network) return HttpResponse.error();
  if (fault.malformed) {
    return new HttpResponse('{"this is": not json', {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  }
  if (fault.status) {
    const body = fault.body ?? defaultErrorBody(fault.status);
    return typeof body === 'string'
      ? new HttpResponse(body, { status: fault.status, statusText: statusTexts[fault.status] })
      : HttpResponse.json(body as JsonBodyType, { status: fault.status, statusText: statusTexts[fault.status] });
  }
  return undefined;
}

export const statusTexts: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  409: 'Conflict',
  500: 'Internal Server Error',
};
