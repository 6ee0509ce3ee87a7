import type { z } from 'zod/mini';
import type { CallId } from '../calls';
import { ApiError } from '../errors';
import { send, urlFor, type CallOptions } from '../http';
import { httpError, parseReply, readJson } from '../reply';
import { staffAccessToken, staffBlob } from '../staff/request';
import { abandoned } from '../abandoned';

/**
 * What the records clients need beyond staffJson/staffText/staffBlob: file replies that are
 * checked to be spreadsheets, and multipart uploads with upload progress (which only
 * XMLHttpRequest reports; fetch is used where there is none, as in Node tests).
 */

/** Every .xlsx is a zip archive, and every zip archive starts with these two bytes. */
const ZIP_SIGNATURE = [0x50, 0x4b] as const;

/** A staff call whose reply is an .xlsx file; anything else is a malformed reply. */
export async function staffXlsx(call: CallId, options: CallOptions = {}): Promise<Blob> {
  const blob = await staffBlob(call, options);
  const head = new Uint8Array(await blob.slice(0, ZIP_SIGNATURE.length).arrayBuffer());
  if (!ZIP_SIGNATURE.every((byte, i) => head[i] === byte)) {
    throw new ApiError(
      'malformed',
      call,
      `The server's reply to ${call} could not be read: (reply) is not an xlsx file.`,
      {
        field: '(reply)',
      },
    );
  }
  return blob;
}

function networkError(call: CallId, url: string, cause: unknown): ApiError {
  return new ApiError('network', call, `Got network error when calling ${url}: ${String(cause)}`, {
    cause,
  });
}

/** Reports upload progress as a whole percentage, 0 to 100. */
export type UploadProgress = (percent: number) => void;

export interface MultipartOptions {
  onProgress?: UploadProgress | undefined;
  signal?: AbortSignal | undefined;
}

function sendWithXhr(
  url: string,
  token: string,
  body: FormData | string,
  options: MultipartOptions,
  contentType?: string,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    // The signal may have fired while the token was being fetched.
    if (options.signal?.aborted)
      return reject(new DOMException('The upload was aborted.', 'AbortError'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (contentType) xhr.setRequestHeader('Content-Type', contentType);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () =>
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
        }),
      );
    xhr.onerror = () => reject(new TypeError('Failed to fetch'));
    xhr.onabort = () => reject(new DOMException('The upload was aborted.', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/**
 * POSTs a multipart form to a staff call (the browser sets the boundary) and validates the
 * JSON reply. Progress goes 0 → 100; with XMLHttpRequest it follows the upload in between.
 */
export async function staffMultipart<S extends z.ZodMiniType>(
  call: CallId,
  schema: S,
  form: FormData,
  options: MultipartOptions = {},
): Promise<z.infer<S>> {
  const token = await staffAccessToken(call);
  const url = urlFor(call, { base: 'staff' });
  options.onProgress?.(0);
  let response: Response;
  try {
    response =
      options.onProgress && typeof XMLHttpRequest !== 'undefined'
        ? await sendWithXhr(url, token, form, options)
        : await fetch(url, {
            method: 'POST',
            headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
            body: form,
            credentials: 'same-origin',
            signal: options.signal,
          });
  } catch (cause) {
    if (options.signal?.aborted) return abandoned();
    throw networkError(call, url, cause);
  }
  if (!response.ok) throw await httpError(call, url, response);
  options.onProgress?.(100);
  return parseReply(call, schema, await readJson(call, response));
}

/** Upload progress short of done: 100 is kept for the server's answer. */
export const UPLOAD_PROGRESS_BEFORE_REPLY_MAX = 99;

export interface JsonUploadOptions extends MultipartOptions {
  params?: Record<string, string | number>;
  json: unknown;
}

/**
 * POSTs a JSON body to a staff call and answers its text reply, reporting upload progress while
 * the body is sent (XMLHttpRequest, where there is one; elsewhere, as in Node, fetch and no
 * in-between progress). Progress starts at 0 and stays at most 99 until the server has answered:
 * the caller reports 100 once the reply is read (back-office-products.md §4 "done at 100").
 */
export async function staffJsonUpload(call: CallId, options: JsonUploadOptions): Promise<string> {
  const token = await staffAccessToken(call);
  const { onProgress, signal, params, json } = options;
  onProgress?.(0);
  if (!onProgress || typeof XMLHttpRequest === 'undefined') {
    const response = await send(call, { params, json, signal, base: 'staff', headers: { Authorization: `Bearer ${token}` } });
    return response.text();
  }
  const url = urlFor(call, { base: 'staff', params });
  const beforeReply = (percent: number) => onProgress(Math.min(UPLOAD_PROGRESS_BEFORE_REPLY_MAX, percent));
  let response: Response;
  try {
    response = await sendWithXhr(url, token, JSON.stringify(json), { onProgress: beforeReply, signal }, 'application/json');
  } catch (cause) {
    if (signal?.aborted) return abandoned();
    throw networkError(call, url, cause);
  }
  if (!response.ok) throw await httpError(call, url, response);
  return response.text();
}
