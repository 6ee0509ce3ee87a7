import type { z } from 'zod/mini';
import type { CallId } from './calls';
import type { CallSpec } from './call';
import { fillPath } from './call';
import { absolute, apiConfig, joinUrl } from './config';
import { abandoned } from './abandoned';
import { ApiError } from './errors';
import { dropFirstReplies, takeFirstReply } from './firstReplies';
import { httpError, parseReply, readJson, type ReplyOf, type ReplySchema } from './reply';

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  /** JSON body; use `form` for form-encoded bodies. */
  json?: unknown;
  form?: URLSearchParams;
  headers?: Record<string, string>;
  /** Replaces the call table's path (storefront endpoints supplied by page configuration). */
  url?: string;
  base?: 'storefront' | 'staff';
  signal?: AbortSignal;
  /** Download progress of a file reply, 0-100 (read from the body as it arrives; Content-Length gives the total). */
  onDownloadProgress?: (percent: number) => void;
}

/**
 * The HTTP functions for one table of calls. Each bundle holds only the tables it uses: the
 * storefront's clients take theirs from storefront/http.ts, so a storefront page carries no
 * back-office call (every storefront page used to load all of them: their paths and specification
 * names, 1.4 kB compressed; scripts/check-live-build.mjs now fails on it).
 */
export function httpFor<Id extends CallId>(table: Record<Id, CallSpec>) {
  function urlFor(call: Id, options: Pick<CallOptions, 'params' | 'query' | 'url' | 'base'> = {}): string {
    const spec = table[call];
    const base = options.base === 'staff' ? apiConfig().staffBaseUrl : apiConfig().storefrontBaseUrl;
    const path = options.url ?? fillPath(spec.path, options.params);
    const url = new URL(absolute(joinUrl(base, path)));
    for (const [k, v] of Object.entries(options.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
    return url.toString();
  }

  /** Sends a call and returns the raw Response, turning transport failures into ApiErrors. */
  async function send(call: Id, options: CallOptions = {}): Promise<Response> {
    const spec = table[call];
    const url = urlFor(call, options);
    if (spec.method !== 'GET') dropFirstReplies();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded; charset=UTF-8';
      body = options.form;
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: spec.method,
        headers,
        body,
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) return abandoned();
      throw new ApiError('network', call, `Got network error when calling ${url}: ${String(cause)}`, { cause });
    }
    if (!response.ok) throw await httpError(call, url, response);
    return response;
  }

  /** Sends a call and validates its JSON reply against `schema`. */
  function callJson<S extends z.ZodMiniType>(call: Id, schema: S, options?: CallOptions): Promise<z.infer<S>>;
  function callJson<S extends ReplySchema>(call: Id, schema: S, options?: CallOptions): Promise<ReplyOf<S>>;
  async function callJson(call: Id, schema: ReplySchema, options: CallOptions = {}): Promise<unknown> {
    // A GET the page already holds the reply to (firstReplies.ts) is read from the page, once.
    const first = table[call].method === 'GET' && !options.signal?.aborted ? takeFirstReply(call, urlFor(call, options)) : undefined;
    return parseReply(call, schema, first ? first.body : await readJson(call, await send(call, options)));
  }

  return { urlFor, send, callJson };
}
