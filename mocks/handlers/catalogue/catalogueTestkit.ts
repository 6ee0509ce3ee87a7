import { describe, expect, it } from 'vitest';
import { isApiError, setStaffTokenSource, type CallId } from '@joinery/flows/api';
import { injectFault } from '../../test-utils';

/**
 * Shared by the bricks, series and templates handler tests: every call answers each injected
 * fault with the client's typed ApiError, and a request without a valid bearer token with a 401.
 */

/** Awaits a call that must fail and answers its error. */
export async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => {
      throw new Error(`expected the call to fail, it answered ${JSON.stringify(value)?.slice(0, 200)}`);
    },
    (error: unknown) => error,
  );
}

export function describeFaults(call: CallId, invoke: () => Promise<unknown>): void {
  describe(`${call}: faults`, () => {
    it.each([400, 401, 404, 409, 500] as const)('answers an injected %i with a typed http error', async (status) => {
      injectFault(call, { status });
      const error = await failureOf(invoke());
      expect(isApiError(error) && { kind: error.kind, status: error.status, call: error.call }).toEqual({ kind: 'http', status, call });
    });

    it('answers a network failure with a network error', async () => {
      injectFault(call, { network: true });
      const error = await failureOf(invoke());
      expect(isApiError(error) && { kind: error.kind, call: error.call }).toEqual({ kind: 'network', call });
    });

    it('answers a malformed reply with a malformed error naming the call', async () => {
      injectFault(call, { malformed: true });
      const error = await failureOf(invoke());
      expect(isApiError(error) && { kind: error.kind, call: error.call }).toEqual({ kind: 'malformed', call });
      expect(String(error)).toContain(call);
    });

    it('answers a request without a valid bearer token with 401', async () => {
      setStaffTokenSource({ current: () => ({ accessToken: 'stolen-token' }), renew: async () => 'stolen-token' });
      try {
        const error = await failureOf(invoke());
        expect(isApiError(error) && error.status).toBe(401);
      } finally {
        setStaffTokenSource({ current: () => ({ accessToken: 'demo-token-all-roles' }), renew: async () => 'demo-token-all-roles' });
      }
    });
  });
}

/** The status of a failed call, for assertions. */
export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}
