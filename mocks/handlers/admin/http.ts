import { HttpResponse, type DefaultBodyType, type HttpHandler, type HttpResponseResolver, type PathParams } from 'msw';
import type { z } from 'zod/mini';
import type { CallId } from '@joinery/flows/api';
import { adminTextProblems, type AdminTextRule } from '@joinery/flows/admin';
import { statusTexts } from '../../faults';
import type { Versioned } from '../../data/store';
import { staffErrorBody, staffRoute } from '../route';
import { checkBearer } from '../staff/staffSession';

/**
 * The pieces every back-office-admin handler shares. Failures are thrown as Responses (MSW
 * answers a thrown Response as is), so a resolver reads top to bottom as the happy path.
 */

type ErrorStatus = 400 | 401 | 404 | 409 | 500;

/** A staff-shaped error reply (same body as an injected fault of that status). */
export function failure(status: ErrorStatus, message?: string): Response {
  const body = { ...(staffErrorBody(status) as Record<string, unknown>), ...(message ? { message } : {}) };
  return HttpResponse.json(body, { status, statusText: statusTexts[status] });
}

/**
 * A handler for one admin call: faults first (from `staffRoute`), then the bearer token every
 * call carries (§7 "Every call sends an Authorization bearer token"; a missing, forged or
 * expired one answers 401, as the session's own calls do), then the resolver.
 */
export function adminRoute<Params extends PathParams = PathParams>(
  call: CallId,
  resolver: HttpResponseResolver<Params, DefaultBodyType>,
): HttpHandler {
  return staffRoute<Params>(call, (info) => {
    const bearer = checkBearer(info.request);
    if (!bearer.ok) throw failure(401, `The bearer token is ${bearer.reason}.`);
    return resolver(info);
  });
}

/** Reads and validates a JSON body; a body that does not match answers 400 naming the field. */
export async function readBody<S extends z.ZodMiniType>(request: Request, schema: S): Promise<z.output<S>> {
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    throw failure(400, 'The request body is not JSON.');
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
    throw failure(400, `${field}: ${issue?.message ?? 'is invalid'}`);
  }
  return parsed.data;
}

/** A numeric path parameter; anything else is a record that cannot exist (404). */
export function idParam(value: string | readonly string[] | undefined): number {
  const text = Array.isArray(value) ? value[0] : value;
  if (typeof text !== 'string' || !/^\d+$/.test(text)) throw failure(404, `No record ${String(text)}.`);
  return Number(text);
}

/** The record or a 404. */
export function found<T>(record: T | undefined, what: string): T {
  if (record === undefined) throw failure(404, `${what} was not found.`);
  return record;
}

/** Rejects a write whose rowVersion is older than the stored record's (§8 "Conflict code 409"). */
export function assertFresh(stored: Versioned, rowVersion: number | undefined, what: string): void {
  if (rowVersion !== undefined && rowVersion !== stored.version) {
    throw failure(409, `${what} was changed by someone else; reload it and try again.`);
  }
}

/** The outcome of a table update as a record, or the 404/409 it stands for. */
export function saved<T>(
  result: { ok: true; row: T } | { ok: false; reason: 'missing' | 'conflict' },
  what: string,
): T {
  if (result.ok) return result.row;
  throw result.reason === 'missing'
    ? failure(404, `${what} was not found.`)
    : failure(409, `${what} was changed by someone else; reload it and try again.`);
}

/** A stored record as the wire carries it: the store's `version` travels as `rowVersion`. */
export function toWire<T extends Versioned>(row: T): Omit<T, 'version'> & { rowVersion: number } {
  const { version, ...rest } = row;
  return { ...rest, rowVersion: version };
}

/**
 * Issue 36: the server's text rules (the same table the dialogs use, @joinery/flows/admin
 * textLimits): a value over its limit, holding a control character or the field's separator, or a
 * contact field in the wrong format answers 400 naming each field.
 */
export function refuseBadText(values: object | undefined, rules: Partial<Record<string, AdminTextRule>>): void {
  if (!values) return;
  const problems = adminTextProblems(values as Record<string, unknown>, rules);
  if (problems.length > 0) throw failure(400, problems.map(([, problem]) => problem).join(' '));
}

/** A required text field: present and not blank after trimming. */
export function requireText(value: string | undefined, field: string): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw failure(400, `${field} is required.`);
  return trimmed;
}

/** A required choice: not 0 (Select). */
export function requireChoice(value: number | undefined, field: string): number {
  if (!value) throw failure(400, `${field} is required.`);
  return value;
}

export function nextId<T>(rows: T[], id: (row: T) => number): number {
  return rows.reduce((max, row) => Math.max(max, id(row)), 0) + 1;
}
