import { isApiError } from '../../api/errors';
import { errorDialogMessages as m } from '../shell/messages';

/** back-office-products.md §8 Template failure codes: SQL failures are shown beside the filter, never in the dialog. */
export const SQL_FAILURE = 'SQL_FAILURE';

export interface ErrorDialogContent {
  /** "the status plus ' - Error', or 'Unknown Error'". */
  title: string;
  message: string;
  status: number | undefined;
  /** 409: "the record is re-fetched on close". */
  refetchOnClose: boolean;
}

function bodyField(body: unknown, field: 'message' | 'code'): string | undefined {
  if (typeof body === 'string') return field === 'message' && body.trim() !== '' ? body : undefined;
  if (body && typeof body === 'object' && field in body) {
    const value = (body as Record<string, unknown>)[field];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  }
  return undefined;
}

/** The code an error reply carries (`SQL_FAILURE`, `FORMULA_FAILURE`…), if any. */
export function errorCodeOf(error: unknown): string | undefined {
  return isApiError(error) ? bodyField(error.details.body, 'code') : undefined;
}

/** The HTTP status of a failed call; a failed token renewal counts as 401 ("API token failure: same as 401"). */
export function statusOf(error: unknown): number | undefined {
  return isApiError(error) ? error.status : undefined;
}

/**
 * back-office-products.md §8 "Error dialog by HTTP status": the title and text for a failed call,
 * or undefined when it is not to be shown in the dialog (SQL_FAILURE).
 */
export function describeError(error: unknown): ErrorDialogContent | undefined {
  if (error === undefined || error === null) return undefined;
  if (errorCodeOf(error) === SQL_FAILURE) return undefined;
  const status = statusOf(error);
  const title = status === undefined ? m.unknownTitle : `${status}${m.titleSuffix}`;
  const base = { title, status, refetchOnClose: status === 409 };
  switch (status) {
    case 400:
      return { ...base, message: (isApiError(error) && bodyField(error.details.body, 'message')) || m.badRequestFallback };
    case 401:
      return { ...base, message: m.unauthorized };
    case 404:
      return { ...base, message: m.notFound };
    case 409:
      return { ...base, message: m.conflict };
    default:
      // Nothing reached the server: say the connection failed rather than blame the server (issue 43).
      return { ...base, message: isApiError(error) && error.kind === 'network' ? m.connectionFailed : m.serverError };
  }
}
