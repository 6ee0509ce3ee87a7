import { absolute } from '../config';
import { abandoned } from '../abandoned';
import { ApiError } from '../errors';
import { dropFirstReplies } from '../firstReplies';
import { readErrorBody } from '../reply';

/**
 * The storefront's generic checkout request helper (storefront.md §7): the payload goes as
 * form fields (nested objects as dotted names, arrays as indexed names, dates as UTC strings)
 * with a JSON accept header and the XMLHttpRequest marker. Its three error texts are verbatim.
 */
export const requestHelperMessages = {
  serverError: (endpoint: string, status: number, statusText: string) =>
    `Got server error when calling ${endpoint}: (${status}): ${statusText}`,
  networkError: (endpoint: string, error: unknown) => `Got network error when calling ${endpoint}: ${String(error)}`,
  responseError: (error: unknown) => `Error getting response: ${String(error)}`,
} as const;

/** The two header presets; both carry the XMLHttpRequest marker. */
export const formHeaders = {
  Accept: 'application/json, text/javascript, */*; q=0.01',
  'Content-Type': 'application/x-www-form-urlencoded; charset=UTF-8',
  'X-Requested-With': 'XMLHttpRequest',
} as const;
export const jsonHeaders = {
  Accept: 'application/json, text/javascript, */*; q=0.01',
  'Content-Type': 'application/json; charset=UTF-8',
  'X-Requested-With': 'XMLHttpRequest',
} as const;

type FormValue = string | number | boolean | Date | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Flattens a payload into form fields: `a.b`, `list[0].name`; dates become UTC strings. */
export function toFormFields(payload: Record<string, unknown>, call = 'storefront request'): URLSearchParams {
  const fields = new URLSearchParams();
  const visit = (value: unknown, name: string) => {
    if (value === undefined) return;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      throw new ApiError('rejected', call, `A binary blob cannot be sent as a form field (${name}).`);
    }
    if (value === null) fields.append(name, '');
    else if (value instanceof Date) fields.append(name, value.toUTCString());
    else if (Array.isArray(value)) value.forEach((item, i) => visit(item, `${name}[${i}]`));
    else if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value as Record<string, FormValue>)) visit(inner, name ? `${name}.${key}` : key);
    } else fields.append(name, String(value));
  };
  visit(payload, '');
  return fields;
}

/**
 * The notify action the request helper dispatches before each request (storefront.md §7: it
 * "dispatches a notify action first"): which call is about to go, and where.
 */
export interface NotifyAction {
  type: 'notify';
  call: string;
  endpoint: string;
}

const notifyListeners = new Set<(action: NotifyAction) => void>();

/**
 * Listens to the helper's notify actions (one per request, before it is sent); returns the
 * function that stops listening.
 */
export function onStorefrontNotify(listener: (action: NotifyAction) => void): () => void {
  notifyListeners.add(listener);
  return () => {
    notifyListeners.delete(listener);
  };
}

function dispatchNotify(action: NotifyAction) {
  for (const listener of [...notifyListeners]) listener(action);
}

export interface StorefrontRequest {
  /** The call id in the call table, used in typed errors. */
  call: string;
  endpoint: string;
  method?: 'POST' | 'GET' | 'PUT' | 'DELETE';
  payload?: Record<string, unknown>;
  /** `form` (default, the helper's own encoding) or `json`. */
  encoding?: 'form' | 'json';
  /** Runs before the request is sent, after the notify action is dispatched. */
  notify?: () => void;
  signal?: AbortSignal;
}

/**
 * Sends a storefront request, first dispatching the notify action to `onStorefrontNotify`'s
 * listeners (every checkout call goes through here). A non-ok reply becomes an `http` ApiError, a network failure a
 * `network` one, an unreadable body a `malformed` one; each carries the spec's text.
 * Returns the body as text; callers parse and validate it.
 */
export async function storefrontRequest({
  call,
  endpoint,
  method = 'POST',
  payload,
  encoding = 'form',
  notify,
  signal,
}: StorefrontRequest): Promise<string> {
  if (method !== 'GET') dropFirstReplies();
  dispatchNotify({ type: 'notify', call, endpoint });
  notify?.();
  const body =
    payload === undefined ? undefined : encoding === 'json' ? JSON.stringify(payload) : toFormFields(payload, call);
  let response: Response;
  try {
    response = await fetch(absolute(endpoint), {
      method,
      headers: encoding === 'json' ? jsonHeaders : formHeaders,
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) return abandoned();
    throw new ApiError('network', call, requestHelperMessages.networkError(endpoint, error), { cause: error });
  }
  if (!response.ok) {
    const parsed = await readErrorBody(response);
    throw new ApiError('http', call, requestHelperMessages.serverError(endpoint, response.status, response.statusText), {
      status: response.status,
      statusText: response.statusText,
      body: parsed,
    });
  }
  try {
    return await response.text();
  } catch (error) {
    throw new ApiError('malformed', call, requestHelperMessages.responseError(error), { cause: error });
  }
}
