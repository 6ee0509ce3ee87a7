import type { z } from 'zod/mini';
import { ApiError } from './errors';

/** One issue of a failed Standard Schema check: its message and the path to the field at fault. */
interface ReplyIssue {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined;
}
type ReplyCheck<Output> = { readonly value: Output; readonly issues?: undefined } | { readonly issues: ReadonlyArray<ReplyIssue> };

/**
 * A reply schema of any library that implements Standard Schema (v1): the back office's are zod,
 * the storefront's valibot (a few kB less before a shopper's content, issue 33).
 */
export interface ReplySchema<Output = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => ReplyCheck<Output> | Promise<ReplyCheck<Output>>;
    readonly types?: { readonly output: Output } | undefined;
  };
}

/** What a reply schema gives once the reply passes it. */
export type ReplyOf<S extends ReplySchema> = NonNullable<S['~standard']['types']>['output'];

/**
 * Validates a reply against its schema. A reply that does not match becomes an ApiError of
 * kind `malformed` naming the call and the first field at fault, never a crash in a screen.
 */
export function parseReply<S extends z.ZodMiniType>(call: string, schema: S, body: unknown): z.infer<S>;
export function parseReply<S extends ReplySchema>(call: string, schema: S, body: unknown): ReplyOf<S>;
export function parseReply(call: string, schema: ReplySchema, body: unknown): unknown {
  const result = schema['~standard'].validate(body);
  if (result instanceof Promise) throw new Error(`The reply schema of ${call} is asynchronous`);
  if (!result.issues) return result.value;
  const issue = result.issues[0];
  const path = (issue?.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment));
  const field = path.length > 0 ? path.join('.') : '(reply)';
  throw new ApiError(
    'malformed',
    call,
    `The server's reply to ${call} could not be read: ${field} ${issue ? issue.message.toLowerCase() : 'is invalid'}.`,
    { field, body },
  );
}

/** Reads a body as JSON; text that is not JSON is a malformed reply of the named call. */
export async function readJson(call: string, response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw new ApiError('malformed', call, `The server's reply to ${call} could not be read: (reply) is not JSON.`, {
      field: '(reply)',
      body: text,
      cause,
      status: response.status,
    });
  }
}

/** An error reply's body: its JSON when it is JSON, else its text (undefined when empty or unreadable). */
export async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** The typed error of a non-ok reply: its status and its body (readErrorBody). */
export async function httpError(call: string, url: string, response: Response): Promise<ApiError> {
  return new ApiError('http', call, `Got server error when calling ${url}: (${response.status}): ${response.statusText}`, {
    status: response.status,
    statusText: response.statusText,
    body: await readErrorBody(response),
  });
}
