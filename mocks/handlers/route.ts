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
