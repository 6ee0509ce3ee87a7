import type { z } from 'zod/mini';
import type { CallId } from '../calls';
import { ApiError } from '../errors';
import { callJson, send, type CallOptions } from '../http';

/**
 * Where staff calls get their bearer token. The site plugs in its OpenID Connect client;
 * stories and tests use a fixed demo token. `renew` runs silently when the token has expired.
 */
export interface StaffTokenSource {
  current(): { accessToken: string; expiresAt?: number | undefined } | undefined;
  renew(): Promise<string | undefined>;
}

/** Renew this many seconds before the token actually expires. */
export const TOKEN_EXPIRY_SKEW_SECONDS = 30;

let source: StaffTokenSource = {
  current: () => ({ accessToken: 'demo-token-all-roles' }),
  renew: async () => 'demo-token-all-roles',
};

export function setStaffTokenSource(next: StaffTokenSource): void {
  source = next;
}

/** A valid access token, renewed silently first when the current one has expired. */
export async function staffAccessToken(call: string, now = Date.now()): Promise<string> {
  const token = source.current();
  const fresh = token && (token.expiresAt === undefined || token.expiresAt - TOKEN_EXPIRY_SKEW_SECONDS > now / 1000);
  if (token && fresh) return token.accessToken;
  let renewed: string | undefined;
  try {
    renewed = await source.renew();
  } catch (cause) {
    throw new ApiError('http', call, 'The access token could not be renewed.', { status: 401, cause });
  }
  if (!renewed) throw new ApiError('http', call, 'The access token could not be renewed.', { status: 401 });
  return renewed;
}

async function withBearer(call: CallId, options: CallOptions): Promise<CallOptions> {
  const token = await staffAccessToken(call);
  return { ...options, base: 'staff', headers: { ...options.headers, Authorization: `Bearer ${token}` } };
}

/** A staff API call (base URL + /bridgesys/…) with its JSON reply validated. */
export async function staffJson<S extends z.ZodMiniType>(call: CallId, schema: S, options: CallOptions = {}): Promise<z.infer<S>> {
  return callJson(call, schema, await withBearer(call, options));
}

/** A staff API call whose reply is plain text (e.g. `Import Successful`). */
export async function staffText(call: CallId, options: CallOptions = {}): Promise<string> {
  const response = await send(call, await withBearer(call, options));
  return response.text();
}

/** A staff API call whose reply is a file. */
export async function staffBlob(call: CallId, options: CallOptions = {}): Promise<Blob> {
  const response = await send(call, await withBearer(call, options));
  return options.onDownloadProgress ? readWithProgress(response, options.onDownloadProgress) : response.blob();
}

/**
 * Reads a file reply chunk by chunk, reporting the share received (Content-Length gives the
 * total; without it progress stays at 0 until the last byte, then 100).
 */
async function readWithProgress(response: Response, onProgress: (percent: number) => void): Promise<Blob> {
  const total = Number(response.headers.get('Content-Length')) || 0;
  const type = response.headers.get('Content-Type') ?? '';
  onProgress(0);
  if (!response.body) {
    const blob = await response.blob();
    onProgress(100);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    received += value.byteLength;
    if (total) onProgress(Math.min(99, Math.floor((received / total) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, type ? { type } : {});
}
