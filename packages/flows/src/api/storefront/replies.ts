import type { CallId } from '../calls';
import { ApiError } from '../errors';
import { urlFor, type StorefrontTableCallId } from './http';
import { parseReply, type ReplyOf, type ReplySchema } from '../reply';
import { formHeaders, jsonHeaders, requestHelperMessages, toFormFields } from './request';
import { abandoned } from '../abandoned';

/**
 * The address of a storefront call: the page configuration's endpoint when it supplies one,
 * else the call table's default path, on the storefront base URL.
 */
export function storefrontEndpoint(
  call: StorefrontTableCallId,
  endpoint?: string,
  query?: Record<string, string | number | boolean | undefined>,
): string {
  return urlFor(call, { url: endpoint, query });
}

/** Parses a reply body read as text and validates it; unreadable JSON is a `malformed` ApiError. */
export function parseJsonText<S extends ReplySchema>(
  call: CallId,
  schema: S,
  text: string,
): ReplyOf<S> {
  let body: unknown;
  try {
    body = text.trim() === '' ? undefined : JSON.parse(text);
  } catch (cause) {
    throw new ApiError(
      'malformed',
      call,
      `The server's reply to ${call} could not be read: (reply) is not JSON.`,
      {
        field: '(reply)',
        body: text,
        cause,
      },
    );
  }
  return parseReply(call, schema, body);
}

/**
 * Replies the storefront reads as a status (storefront.md §7 Wish lists: OK/200,
 * BadRequest/400, Unauthorized/401, Conflict/409, InternalServerError/500).
 */
export const statusOutcomeCodes = {
  ok: 200,
  badRequest: 400,
  unauthorized: 401,
  conflict: 409,
  serverError: 500,
} as const;
export type StatusOutcomeKind = keyof typeof statusOutcomeCodes;

/**
 * What a status-read call answered, as a union a screen can switch on. `K` lists the statuses
 * the call's screen handles; any other status is `unhandled` (the spec logs those).
 */
export type StatusOutcome<K extends StatusOutcomeKind> =
  | { [P in K]: { kind: P; status: number; body: string } }[K]
  | { kind: 'unhandled'; status: number; statusText: string; body: string };

const kindByStatus = new Map<number, StatusOutcomeKind>(
  Object.entries(statusOutcomeCodes).map(([kind, status]) => [status, kind as StatusOutcomeKind]),
);

/**
 * A success body the storefront accepts: empty, the status word (`OK`, as the server writes
 * it, optionally JSON-quoted) or any well-formed JSON. Anything else (an HTML page, a cut-off
 * JSON body) means the reply is not what the call answers.
 */
function isReadableSuccessBody(text: string): boolean {
  const body = text.trim();
  if (body === '' || /^"?(ok|200)"?$/i.test(body)) return true;
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

export interface StatusRequest<K extends Exclude<StatusOutcomeKind, 'ok'>> {
  call: StorefrontTableCallId;
  /** The page configuration's endpoint; the call table's default path when absent. */
  endpoint?: string | undefined;
  query?: Record<string, string | number | boolean | undefined>;
  payload: unknown;
  encoding: 'json' | 'form';
  /** The error statuses this call's screen handles. */
  handles: readonly K[];
  signal?: AbortSignal | undefined;
}

/**
 * Sends a call whose reply is read as a status. Error statuses are outcomes, not exceptions;
 * only a network failure (`network`) or an unreadable success body (`malformed`) throws.
 */
export async function sendForStatus<K extends Exclude<StatusOutcomeKind, 'ok'>>({
  call,
  endpoint,
  query,
  payload,
  encoding,
  handles,
  signal,
}: StatusRequest<K>): Promise<StatusOutcome<'ok' | K>> {
  const url = storefrontEndpoint(call, endpoint, query);
  const body =
    encoding === 'json'
      ? JSON.stringify(payload)
      : toFormFields(payload as Record<string, unknown>, call);
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: encoding === 'json' ? jsonHeaders : formHeaders,
      body,
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) return abandoned();
    throw new ApiError('network', call, requestHelperMessages.networkError(url, error), {
      cause: error,
    });
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new ApiError('malformed', call, requestHelperMessages.responseError(error), {
      cause: error,
      status: response.status,
    });
  }
  if (response.ok) {
    if (!isReadableSuccessBody(text)) {
      throw new ApiError(
        'malformed',
        call,
        `The server's reply to ${call} could not be read: (reply) is not a status.`,
        {
          field: '(reply)',
          body: text,
          status: response.status,
        },
      );
    }
    return { kind: 'ok', status: response.status, body: text } as StatusOutcome<'ok' | K>;
  }
  const kind = kindByStatus.get(response.status);
  if (kind && kind !== 'ok' && (handles as readonly StatusOutcomeKind[]).includes(kind)) {
    return { kind, status: response.status, body: text } as StatusOutcome<'ok' | K>;
  }
  return {
    kind: 'unhandled',
    status: response.status,
    statusText: response.statusText,
    body: text,
  };
}
