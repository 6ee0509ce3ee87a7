import { HttpHandler, matchRequestUrl, type ResponseResolver, type HttpResponseResolver, type DefaultBodyType, type PathParams } from 'msw';
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
 * An HttpHandler that reads the request's cookies only when the request is its own. MSW's parses
 * them (document.cookie and its cookie store) for every handler it tries, before it compares the
 * method and path: with 147 handlers, every request (and in a browser every script, style and
 * picture the service worker passes on) cost 147 cookie parses. Measured on the built mock site:
 * 1.3 s of the back office's first 3.7 s of script. The match is MSW's own (matchRequestUrl).
 */
class CallHandler extends HttpHandler {
  override async parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    const { method, path } = this.info;
    const noMatch = { match: { matches: false, params: {} }, cookies: {} };
    if (typeof method !== 'string' || args.request.method.toUpperCase() !== method.toUpperCase()) return noMatch;
    if (typeof path === 'string' && !matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl).matches) return noMatch;
    return super.parse(args);
  }
}

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
  const answer: HttpResponseResolver<Params, Body> = async (info) => {
    const faulted = await applyFault(call, errorBody);
    if (faulted) return faulted;
    return resolver(info);
  };
  return new CallHandler(spec.method.toUpperCase(), `*${spec.path}`, answer as ResponseResolver);
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
