import { isApiError } from '../../api/errors';

/** The alert's text for a failed export: the server's or transport's message, never blank. */
export function describeApiError(error: unknown): string {
  if (isApiError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return String(error || 'Export failed');
}
