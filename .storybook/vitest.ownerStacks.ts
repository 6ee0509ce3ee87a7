import * as React from 'react';

/**
 * Story tests only: React's development build records an "owner stack" for every element it
 * creates (an `Error` captured per JSX call, plus a `console.createTask` in Chromium) so that its
 * warnings can say which component rendered what. React already stops doing this after 10,000
 * elements a second, for speed; the test runs set that budget to none. A CPU profile of the
 * product templates' stories had put a sixth of the page's time in the two `jsx` functions.
 * Measured alone: product templates 27.8 → 22.9 s, checkout 62.1 → 52.3 s, the admin screens
 * 93 → 76 s (178 → 145 CPU-seconds); in the whole Vitest step (quiet machine, back to back)
 * 424 → 405 s and 793 → 766 CPU-seconds, as the pages' stories are a part of its work.
 * Nothing a story asserts depends on it: renders, strict mode's double renders and
 * effects, and React's warnings are unchanged; only a warning's owner stack then points at React's
 * placeholder (`UnknownOwner`) instead of the code that created the element. `npm run storybook` keeps the full owner stacks.
 */
const internals = (
  React as unknown as Record<string, { recentlyCreatedOwnerStacks?: number } | undefined>
)['__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE'];
if (internals && 'recentlyCreatedOwnerStacks' in internals) {
  Object.defineProperty(internals, 'recentlyCreatedOwnerStacks', {
    configurable: true,
    get: () => 10_000,
    set: () => undefined,
  });
}
