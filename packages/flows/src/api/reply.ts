import type { z } from 'zod/mini';
import { ApiError } from './errors';

/**
 * Validates a reply against its schema. A reply that does not match becomes an ApiError of
 * kind `malformed` naming the call and the first field at fault, never a crash in a screen.
 */
export function parseReply<S extends z.ZodMiniType>(call: string, schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : '(reply)';
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
