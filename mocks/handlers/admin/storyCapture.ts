import { http, type HttpHandler } from 'msw';

/**
 * Story support: records the JSON bodies sent to one call, then lets the embedded back end
 * answer it. Put `handler` first in the call's handler group:
 *   const saves = captureBodies('put', '*\/bridgesys/Users/:id');
 *   parameters: { msw: { handlers: { users: [saves.handler, ...usersHandlers] } } }
 *   play: saves.reset(); …; await waitFor(() => expect(saves.bodies.at(-1)).toMatchObject({…}))
 */
export function captureBodies(method: 'post' | 'put', path: string): { handler: HttpHandler; bodies: unknown[]; reset: () => void } {
  const bodies: unknown[] = [];
  const handler = http[method](path, async ({ request }) => {
    bodies.push(await request.clone().json());
    return undefined;
  });
  return { handler, bodies, reset: () => void bodies.splice(0) };
}
