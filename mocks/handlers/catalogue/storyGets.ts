import { http, type HttpHandler } from 'msw';

/**
 * Story support for the catalogue screens: records the GET requests sent to one path (a list, a
 * job's status, a record's overrides), then lets the embedded back end answer them, so a play can
 * count a "reloaded" or "re-fetched" list instead of only seeing its values come back. Put `handler`
 * first in the call's handler group; `reset()` before the screen renders (a story's `beforeEach`).
 * (shared/storyCapture.ts records bodies of POST, PUT and DELETE only.)
 */
export function captureGets(path: string): {
  handler: HttpHandler;
  requests: { url: string }[];
  reset: () => void;
} {
  const requests: { url: string }[] = [];
  const handler = http.get(path, ({ request }) => {
    requests.push({ url: request.url });
    return undefined;
  });
  return { handler, requests, reset: () => void requests.splice(0) };
}
