import { http, type HttpHandler } from 'msw';

/**
 * Story support, one recorder for every domain: records the requests sent to one call, then lets
 * the embedded back end answer it. Put `handler` first in the call's handler group and call
 * `reset()` at the start of the play (the preview resets handlers, not these lists):
 *   const saves = captureBodies('put', '*\/bridgesys/Users/:id');
 *   parameters: { msw: { handlers: { users: [saves.handler, ...usersHandlers] } } }
 *   play: saves.reset(); …; await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({…}))
 * `captureRequests` keeps the method, address, content type and raw body (form-encoded calls);
 * `captureBodies` keeps the parsed JSON bodies.
 */
export interface CapturedRequest {
  method: string;
  url: string;
  contentType: string;
  /** The body as sent (form fields, JSON text, or empty). */
  text: string;
}

type Method = 'post' | 'put' | 'delete';

export function captureRequests(method: Method, path: string): { handler: HttpHandler; requests: CapturedRequest[]; reset: () => void } {
  const requests: CapturedRequest[] = [];
  const handler = http[method](path, async ({ request }) => {
    requests.push({
      method: request.method,
      url: request.url,
      contentType: request.headers.get('Content-Type') ?? '',
      text: await request.clone().text(),
    });
    return undefined;
  });
  return { handler, requests, reset: () => void requests.splice(0) };
}

export function captureBodies(method: Method, path: string): { handler: HttpHandler; bodies: unknown[]; reset: () => void } {
  const bodies: unknown[] = [];
  const handler = http[method](path, async ({ request }) => {
    bodies.push(await request.clone().json());
    return undefined;
  });
  return { handler, bodies, reset: () => void bodies.splice(0) };
}
