import { http, type HttpHandler, type HttpResponseResolver, type DefaultBodyType, type PathParams } from 'msw';
import { calls, type CallId } from '@joinery/flows/api';
import { applyFault } from '../faults';

/** The body a fault sends when a story asks only for a status: shaped per domain. */
export type ErrorBody = (status: number) => unknown;

export const storefrontErrorBody: ErrorBody = (status) => ({
  error: true,
  hasError: true,
  success: false,
  message: status === 401 ? 'Unauthorized' : 'The server could not complete the request.',
});

/**
 * A handler for one call of the call table. It matches the call's method and path on any
 * origin (so configured base URLs work), applies an injected fault if one is set, then runs
 * the resolver.
 */
export function route<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  call: CallId,
  resolver: HttpResponseResolver<Params, Body>,
  errorBody: ErrorBody = storefrontErrorBody,
): HttpHandler {
  const spec = calls[call];
  const method = spec.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
  return http[method]<Params, Body>(`*${spec.path}`, async (info) => {
    const faulted = await applyFault(call, errorBody);
    if (faulted) return faulted;
    return resolver(info);
  });
}

/** Staff API error bodies: the server's message, as back-office-products.md §8 reads it. */
export const staffErrorBody: ErrorBody = (status) => ({
  status,
  code: status === 400 ? 'BAD_REQUEST' : status === 409 ? 'CONFLICT' : status === 404 ? 'NOT_FOUND' : status === 401 ? 'UNAUTHORIZED' : 'SERVER_ERROR',
  message: status === 400 ? 'The request was not valid.' : undefined,
});

/** Route for a staff call: same as `route`, with staff-shaped error bodies. */
export function staffRoute<Params extends PathParams = PathParams, Body extends DefaultBodyType = DefaultBodyType>(
  call: CallId,
  resolver: HttpResponseResolver<Params, Body>,
): HttpHandler {
  return route<Params, Body>(call, resolver, staffErrorBody);
}
