import { http, type HttpHandler } from 'msw';

export interface CapturedRequest {
  method: string;
  url: string;
  contentType: string;
  /** The body as sent (form fields, JSON text, or empty). */
  text: string;
}

/**
 * Story support: records the requests sent to one storefront call, then lets the embedded back
 * end answer it. Put `handler` first in the call's handler group and call `reset()` at the start
 * of the play (the preview resets handlers, not this list):
 *   const orders = captureRequests('post', '*\/Checkout/PlaceOrder');
 *   parameters: { msw: { handlers: { checkout: [orders.handler, ...checkoutHandlers] } } }
 */
export function captureRequests(
  method: 'post' | 'put' | 'delete',
  path: string,
): { handler: HttpHandler; requests: CapturedRequest[]; reset: () => void } {
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
