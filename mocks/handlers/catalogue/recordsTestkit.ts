import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isApiError, setStaffTokenSource, type ApiError, type CallId } from '@joinery/flows/api';
import writeXlsxFile from 'write-excel-file/universal';
import { setJobClock, type SheetRows } from '../../data/catalogue/jobs';
import { injectFault } from '../../test-utils';

/**
 * Shared by the unprocessed records, reporting, product view and jobs handler tests: every call
 * answers each injected fault with the client's typed ApiError, a request without a valid
 * bearer token with 401; plus a clock the tests move by hand and .xlsx files to upload.
 */

/** Awaits a call that must fail and answers its error. */
export async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    (value) => {
      throw new Error(
        `expected the call to fail, it answered ${JSON.stringify(value)?.slice(0, 200)}`,
      );
    },
    (failure: unknown) => failure,
  );
  if (!isApiError(error)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

export function describeFaults(call: CallId, invoke: () => Promise<unknown>): void {
  describe(`${call}: faults`, () => {
    it.each([400, 401, 404, 409, 500] as const)(
      'answers an injected %i with a typed http error',
      async (status) => {
        injectFault(call, { status });
        const error = await failureOf(invoke());
        expect({ kind: error.kind, status: error.status, call: error.call }).toEqual({
          kind: 'http',
          status,
          call,
        });
      },
    );

    it('answers a network failure with a network error', async () => {
      injectFault(call, { network: true });
      const error = await failureOf(invoke());
      expect({ kind: error.kind, call: error.call }).toEqual({ kind: 'network', call });
    });

    it('answers a malformed reply with a malformed error naming the call and the field', async () => {
      injectFault(call, { malformed: true });
      const error = await failureOf(invoke());
      expect({ kind: error.kind, call: error.call, field: error.details.field }).toEqual({
        kind: 'malformed',
        call,
        field: '(reply)',
      });
      expect(error.message).toContain(call);
    });

    it('answers a request without a valid bearer token with 401', async () => {
      setStaffTokenSource({
        current: () => ({ accessToken: 'stolen-token' }),
        renew: async () => 'stolen-token',
      });
      try {
        const error = await failureOf(invoke());
        expect({ kind: error.kind, status: error.status }).toEqual({ kind: 'http', status: 401 });
      } finally {
        setStaffTokenSource({
          current: () => ({ accessToken: 'demo-token-all-roles' }),
          renew: async () => 'demo-token-all-roles',
        });
      }
    });
  });
}

/**
 * Puts the jobs on a clock the test moves (`clock.advance(ms)`), starting at a fixed instant,
 * and puts the real one back after each test.
 */
export function manualJobClock(start = Date.UTC(2026, 2, 2, 15, 0, 0)) {
  let now = start;
  let restore = () => {};
  beforeEach(() => {
    now = start;
    restore = setJobClock(() => now);
  });
  afterEach(() => restore());
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/** A real .xlsx file of one sheet, as a user would pick it. */
export async function xlsxFile(rows: SheetRows, name = 'Unprocessed_Import.xlsx'): Promise<File> {
  const blob = await writeXlsxFile(rows.map((row) => row.map((cell) => cell ?? null))).toBlob();
  return new File([blob], name, { type: blob.type });
}
