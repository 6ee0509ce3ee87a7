/**
 * Every failed call becomes one of these, so a screen can tell a server error from a network
 * failure or a reply it could not read, and show the specification's text for each.
 */
export type ApiErrorKind = 'http' | 'network' | 'malformed' | 'rejected';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    /** The call's id in the call table, e.g. `checkout.placeOrder`. */
    readonly call: string,
    message: string,
    readonly details: {
      status?: number;
      statusText?: string;
      /** The reply body, parsed when it was JSON, else its text. */
      body?: unknown;
      /** For malformed replies: the dotted path of the first field that did not match. */
      field?: string;
      cause?: unknown;
    } = {},
  ) {
    super(message);
  }
  get status(): number | undefined {
    return this.details.status;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
