import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

/**
 * Visual review: every story named `Matrix` (one per component, all variants side by side)
 * is compared against its committed screenshot reference in Chromium. A visual change fails
 * `npm test` until the reference is updated on purpose (`npm run test:visual:update`).
 */
afterEach(async (context) => {
  if (context.task.name !== 'Matrix' || context.task.result?.state === 'fail') return;
  // References are taken in the default theme; the dark-theme run checks accessibility only.
  if (document.querySelector('[data-theme]')?.getAttribute('data-theme') !== 'dealer') return;
  const root = document.querySelector('[data-story-root]');
  if (!root) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(root)).toMatchScreenshot('matrix', {
    comparatorName: 'pixelmatch',
    comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
  });
});
