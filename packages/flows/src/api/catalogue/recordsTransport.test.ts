import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { isApiError } from '../errors';
import { staffMultipart } from './recordsTransport';
import { importBrickValues } from './bricks';

/**
 * The browser path of multipart uploads: XMLHttpRequest, the only API that reports upload
 * progress. Node has none, so a scripted stand-in plays the server; the fetch path is covered
 * against the embedded back end in mocks/handlers/unprocessed.test.ts.
 */
interface Script {
  progress?: [loaded: number, total: number][];
  status?: number;
  statusText?: string;
  body?: string;
  fail?: 'error' | 'hang';
}

let script: Script = {};
const sent: { method: string; url: string; headers: Record<string, string>; body: unknown }[] = [];

class ScriptedXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private request = { method: '', url: '', headers: {} as Record<string, string> };
  open(method: string, url: string) {
    this.request = { ...this.request, method, url };
  }
  setRequestHeader(name: string, value: string) {
    this.request.headers[name] = value;
  }
  abort() {
    this.onabort?.();
  }
  send(body: unknown) {
    sent.push({ ...this.request, body });
    queueMicrotask(() => {
      for (const [loaded, total] of script.progress ?? [])
        this.upload.onprogress?.({ lengthComputable: true, loaded, total });
      if (script.fail === 'error') return this.onerror?.();
      if (script.fail === 'hang') return;
      this.status = script.status ?? 200;
      this.statusText = script.statusText ?? 'OK';
      this.responseText = script.body ?? '';
      this.onload?.();
    });
  }
}

const queuedSchema = z.object({ backgroundJobId: z.number(), statusMessage: z.string() });
const form = () => {
  const data = new FormData();
  data.append('username', 'casey');
  return data;
};

describe('staffMultipart through XMLHttpRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    script = {};
    sent.length = 0;
  });

  it('reports upload progress from 0 to 100 and reads the reply', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = {
      progress: [
        [25, 100],
        [50, 100],
        [100, 100],
      ],
      body: '{"backgroundJobId":9,"statusMessage":"queued"}',
    };
    const progress: number[] = [];
    const reply = await staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: (p) => progress.push(p),
    });
    expect(reply).toEqual({ backgroundJobId: 9, statusMessage: 'queued' });
    expect(progress).toEqual([0, 25, 50, 100, 100]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer demo-token-all-roles' },
    });
    expect(sent[0]?.url).toMatch(/\/bridgesys\/UnprocessedRecords_Import$/);
    expect(sent[0]?.body).toBeInstanceOf(FormData);
  });

  it('turns an error status into an http error carrying the server body', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = { status: 400, statusText: 'Bad Request', body: '{"message":"File format error"}' };
    const error = await staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(
      isApiError(error) && { kind: error.kind, status: error.status, body: error.details.body },
    ).toEqual({
      kind: 'http',
      status: 400,
      body: { message: 'File format error' },
    });
  });

  /** Resolves to 'pending' when `promise` has not settled after the queued work has run. */
  const stillPending = (promise: Promise<unknown>) =>
    Promise.race([promise.then(() => 'settled', () => 'settled'), new Promise((r) => setTimeout(() => r('pending'), 20))]);

  it('turns a failed connection into a network error, and leaves an aborted upload unanswered', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = { fail: 'error' };
    const failed = await staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(isApiError(failed) && failed.kind).toBe('network');

    script = { fail: 'hang' };
    const early = new AbortController();
    const beforeSending = staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: () => {},
      signal: early.signal,
    });
    early.abort();
    // Whoever aborted is no longer waiting: the call must not come back as a failure
    // (see api/abandoned.ts), so it never settles.
    expect(await stillPending(beforeSending)).toBe('pending');

    const late = new AbortController();
    const midUpload = staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: () => {},
      signal: late.signal,
    });
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    late.abort();
    expect(await stillPending(midUpload)).toBe('pending');
  });

  it('names the call and the field of a reply that does not match', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = { body: '{"backgroundJobId":"nine","statusMessage":"queued"}' };
    const error = await staffMultipart('unprocessed.import', queuedSchema, form(), {
      onProgress: () => {},
    }).catch((e: unknown) => e);
    expect(
      isApiError(error) && { kind: error.kind, call: error.call, field: error.details.field },
    ).toEqual({
      kind: 'malformed',
      call: 'unprocessed.import',
      field: 'backgroundJobId',
    });
  });
});

describe('brick value import through XMLHttpRequest (§7 "upload progress tracked")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    script = {};
    sent.length = 0;
  });
  const rows = [{ BRICKID: '8', CODE: 'cth', NAME: 'Cathedral' }];

  it('reports the share of the rows sent, keeps 100 for the server\'s answer, and sends the rows as JSON', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = {
      progress: [
        [10, 40],
        [30, 40],
        [40, 40],
      ],
      body: 'Import Successful',
    };
    const progress: number[] = [];
    const reply = await importBrickValues(8, true, rows, { onProgress: (p) => progress.push(p) });
    expect(reply).toBe('Import Successful');
    expect(progress).toEqual([0, 25, 75, 99, 100]);
    expect(sent[0]).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer demo-token-all-roles', 'Content-Type': 'application/json' },
      body: JSON.stringify(rows),
    });
    expect(sent[0]?.url).toMatch(/\/bridgesys\/ProductBricks\/BrickValueImport\/8\/true$/);
  });

  it('never reaches 100 when the server refuses the rows, and carries the rows at fault', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = { progress: [[40, 40]], status: 400, statusText: 'Bad Request', body: '{"errors":["Row 2: Every value needs a Code."]}' };
    const progress: number[] = [];
    const error = await importBrickValues(8, false, rows, { onProgress: (p) => progress.push(p) }).catch((e: unknown) => e);
    expect(progress).toEqual([0, 99]);
    expect(isApiError(error) && { status: error.status, body: error.details.body }).toEqual({
      status: 400,
      body: { errors: ['Row 2: Every value needs a Code.'] },
    });
  });

  it('treats a reply other than Import Successful as malformed, and a lost connection as a network error', async () => {
    vi.stubGlobal('XMLHttpRequest', ScriptedXhr);
    script = { body: 'Done' };
    const malformed = await importBrickValues(8, true, rows, { onProgress: () => {} }).catch((e: unknown) => e);
    expect(isApiError(malformed) && malformed.kind).toBe('malformed');
    script = { fail: 'error' };
    const lost = await importBrickValues(8, true, rows, { onProgress: () => {} }).catch((e: unknown) => e);
    expect(isApiError(lost) && lost.kind).toBe('network');
  });
});
