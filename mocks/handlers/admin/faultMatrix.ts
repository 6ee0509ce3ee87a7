import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import { calls, fillPath, isApiError, type ApiError, type CallId } from '@joinery/flows/api';
import { server } from '../../node';
import { injectFault } from '../../test-utils';

/** The token the staff client sends in stories and tests (the all-roles persona). */
export const TEST_BEARER = 'Bearer demo-token-all-roles';

/**
 * A table-driven check that every call of a domain answers when nothing is wrong, turns each fault the embedded back end can
 * inject (400, 401, 404, 409, 500, network, malformed) into the client's typed ApiError, that a
 * reply of the wrong shape names the call and the field at fault, and that the handler refuses
 * a request without a bearer token. Only Node tests import this file.
 */
export interface CallCase {
  call: CallId;
  /** Calls the typed client function for `call`. */
  run: () => Promise<unknown>;
  /**
   * For JSON calls: a well-formed JSON reply of the wrong shape, and the field the error must
   * name. File downloads leave it out: any body that is not the promised file is malformed.
   */
  wrongShape?: { body: JsonBodyType; field: string };
}

async function failureOf(run: () => Promise<unknown>): Promise<ApiError> {
  const outcome = await run().then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!isApiError(outcome)) throw new Error(`Expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

export function describeFaults(cases: CallCase[]): void {
  describe.each(cases)('$call', ({ call, run, wrongShape }) => {
    it('answers without a fault', async () => {
      await expect(run()).resolves.toBeDefined();
    });

    it.each([400, 401, 404, 409, 500] as const)('turns an injected %i into a typed http error', async (status) => {
      injectFault(call, { status });
      const error = await failureOf(run);
      expect(error.kind).toBe('http');
      expect(error.call).toBe(call);
      expect(error.status).toBe(status);
    });

    it('turns a network failure into a typed network error', async () => {
      injectFault(call, { network: true });
      const error = await failureOf(run);
      expect(error.kind).toBe('network');
      expect(error.call).toBe(call);
    });

    it('turns a malformed reply into a typed malformed error naming the call', async () => {
      injectFault(call, { malformed: true });
      const error = await failureOf(run);
      expect(error.kind).toBe('malformed');
      expect(error.call).toBe(call);
      expect(error.message).toContain(call);
      expect(error.details.field).toMatch(/^\((reply|file)\)$/);
    });

    it(wrongShape ? `names ${wrongShape.field} when the reply has the wrong shape` : 'refuses a reply that is not the promised file', async () => {
      const spec = calls[call];
      const method = spec.method.toLowerCase() as 'get' | 'post' | 'put';
      server.use(http[method](`*${spec.path}`, () => HttpResponse.json(wrongShape ? wrongShape.body : { file: 'not really' })));
      const error = await failureOf(run);
      expect(error.kind).toBe('malformed');
      expect(error.call).toBe(call);
      expect(error.details.field).toBe(wrongShape ? wrongShape.field : '(file)');
    });

    it.each([
      ['without a bearer token', undefined],
      ['with a forged bearer token', 'Bearer forged-token'],
    ])('refuses a request %s', async (_, authorization) => {
      const spec = calls[call];
      const params = Object.fromEntries([...spec.path.matchAll(/:(\w+)/g)].map((m) => [m[1] ?? '', 1]));
      const response = await fetch(`http://localhost${fillPath(spec.path, params)}`, {
        method: spec.method,
        headers: { 'Content-Type': 'application/json', ...(authorization ? { Authorization: authorization } : {}) },
        body: spec.method === 'GET' ? undefined : '{}',
      });
      expect(response.status).toBe(401);
    });
  });
}
