import { http } from 'msw';

/**
 * Stories: a handler that counts the GETs of `path` (an MSW path such as `*\/bridgesys/Holidays`)
 * and lets the embedded back end answer them, so a play can assert that a list or record was
 * fetched again ("reloaded", "re-fetched") rather than only that values went back. Put `handler`
 * first in the story's handlers and call `reset` in the story's `beforeEach` (the screen's first
 * GET can come before the play starts). `counts` picks the GETs to count among those the path
 * matches (`LocationGroups/:id` also matches `LocationGroups/LocationGroupTypes`).
 */
export function countGets(path: string, counts: (url: URL) => boolean = () => true) {
  const loads = { count: 0 };
  const handler = http.get(path, ({ request }) => {
    if (counts(new URL(request.url))) loads.count += 1;
    return undefined;
  });
  return { loads, handler, reset: () => void (loads.count = 0) };
}
