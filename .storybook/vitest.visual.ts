import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { pseudoLocalizeTree } from './pseudoLocale';
import { findTextProblems } from './textStress';

declare const __JOINERY_STORY_THEME__: string | undefined;

/**
 * Visual review, compared against committed references in Chromium. A visual change fails
 * `npm test` until the references are updated on purpose (`npm run test:visual:update`).
 *
 * - Every story named `Matrix` (one per component, all variants side by side): its story root.
 * - One story per screen, tagged `screenshot` (packages/pages): the top of the screen as a
 *   reviewer sees it, at a wide (1280×800) and a phone (390×844) width. The other states of a
 *   screen are reviewed in Chromatic (`npm run chromatic`), not here: `npm test` has 20 minutes.
 *   The embedded back end dates records from today (mocks/data/admin/dates.ts) and the checkout
 *   estimates delivery from it: every date on a screen is masked (magenta) in the picture.
 */
const comparison = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { allowedMismatchedPixelRatio: 0.002 },
} as const;

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

interface ComposedStory {
  tags?: string[];
}

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  if (context.task.name === 'Matrix') await compareMatrix();
  else if ((context as { story?: ComposedStory }).story?.tags?.includes('screenshot')) {
    await compareScreen();
    if (stressTextInRun) await stressText();
  }
});

/**
 * Opt-in for now (`JOINERY_TEXT_STRESS=1 npx vitest run --project storybook …`): most screens have
 * not been made to pass it yet (the SOW list and the shell's default state fail it), so `npm test`
 * does not run it until they do (issue 34 stays open for it).
 */
declare const __JOINERY_TEXT_STRESS__: boolean | undefined;
const stressTextInRun = typeof __JOINERY_TEXT_STRESS__ !== 'undefined' && __JOINERY_TEXT_STRESS__;

/**
 * Text 200 % and Long text on each screen's main state (issue 34, WCAG 1.4.4): the root font size
 * doubled and every text lengthened (the toolbar's toggles, .storybook/reviewToggles.tsx), then no
 * text may be clipped or overlap another (.storybook/textStress.ts). At 1280 px, dealer run only.
 */
async function stressText() {
  if ((typeof __JOINERY_STORY_THEME__ === 'undefined' ? 'dealer' : __JOINERY_STORY_THEME__) !== 'dealer') return;
  const html = document.documentElement;
  html.style.fontSize = '200%';
  const undo = pseudoLocalizeTree(document.body);
  try {
    window.scrollTo(0, 0);
    await nextFrame();
    await nextFrame();
    const problems = findTextProblems(document.body);
    if (problems.length)
      throw new Error(
        `With Text 200 % and Long text, ${problems.length} text(s) are clipped or overlap:\n` +
          problems
            .slice(0, 15)
            .map((problem) => (problem.kind === 'clipped' ? `clipped: "${problem.text}"` : `overlap: "${problem.text}" and "${problem.other}"`))
            .join('\n'),
      );
  } finally {
    undo();
    html.style.fontSize = '';
  }
}

async function compareMatrix() {
  // References are taken in the default theme; the dark-theme run checks accessibility only.
  if (document.querySelector('[data-theme]')?.getAttribute('data-theme') !== 'dealer') return;
  const root = document.querySelector('[data-story-root]');
  if (!root) return;
  await document.fonts.ready;
  await expect.element(page.elementLocator(root)).toMatchScreenshot('matrix', comparison);
}

/**
 * The viewport as it is painted, portals (Radix dialogs, toasts) included: an invisible fixed
 * frame over the viewport is the element screenshotted, so a tall page is cut at the viewport's
 * height, and nothing of the story's layout changes for the picture.
 */
async function compareScreen() {
  // The dealer run only: a screen's stories choose their own theme (the back office's is `staff`).
  if ((typeof __JOINERY_STORY_THEME__ === 'undefined' ? 'dealer' : __JOINERY_STORY_THEME__) !== 'dealer') return;
  const storyViewport = { width: window.innerWidth, height: window.innerHeight };
  const frame = document.createElement('div');
  frame.setAttribute('data-screenshot-frame', '');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;inset:0;pointer-events:none;background:transparent';
  document.body.append(frame);
  try {
    await document.fonts.ready;
    for (const [name, size] of [
      ['screen-wide', WIDE],
      ['screen-phone', PHONE],
    ] as const) {
      await page.viewport(size.width, size.height);
      window.scrollTo(0, 0);
      // Rows a virtualised table renders for the new width, and its images, are in before masks are chosen.
      await nextFrame();
      await nextFrame();
      await imagesDecoded();
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(name, {
        ...comparison,
        screenshotOptions: { mask: datedElements() },
        // Two equal captures in a row make a stable picture: on a loaded two-core machine one
        // capture of a screen can take over two seconds (both widths stay under the hook's 30 s).
        timeout: 12_000,
      });
    }
  } finally {
    frame.remove();
    // The next story in the shared iframe starts at the size this one ran at, never at phone width.
    await page.viewport(storyViewport.width, storyViewport.height);
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** The images in view are decoded (a lazy one off screen never loads; the wait is capped anyway). */
const imagesDecoded = () => {
  const inView = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
  });
  return Promise.race([
    Promise.all(inView.map((image) => image.decode().catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 3_000)),
  ]);
};

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
/** 11/24/2026, 11-24-2026, 2026-11-24, Wed, Dec 2, Dec 2, 2026. */
const DATE = new RegExp(
  [
    String.raw`\b\d{1,2}[/-]\d{1,2}[/-]\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)[a-z]*,? ${MONTH} \d{1,2}\b`,
    String.raw`\b${MONTH} \d{1,2}, \d{4}\b`,
  ].join('|'),
);

/** What shows a date: the element around the text, or the field. */
function datedElements(): Element[] {
  const found = new Set<Element>();
  const add = (element: Element | null) => {
    if (element) found.add(element);
  };
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (DATE.test(node.nodeValue ?? '')) add(node.parentElement);
  }
  for (const field of document.querySelectorAll('input, textarea')) {
    if (DATE.test((field as HTMLInputElement).value)) add(field);
  }
  return [...found];
}
