import { afterEach, expect } from 'vitest';
import { commands, page } from 'vitest/browser';
import { pseudoLocalizeTree } from './pseudoLocale';
import { findTextProblems } from './textStress';
import { findSmallTargets, measuresTargets, type TargetProblem } from './targetSize';
import axe from 'axe-core';
import { themes, type ThemeName } from '@joinery/ui/theme';

declare const __JOINERY_STORY_THEME__: string | undefined;

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Removes a passed comparison's earlier failure pictures (vitest.config.ts). */
    clearVisualFailure: (name: string) => Promise<void>;
    /** Moves the pointer to the page's top-left corner, off every control (vitest.config.ts). */
    pointerAway: () => Promise<void>;
    /** Chromium's `forced-colors: active` emulation on or off (vitest.config.ts). */
    forcedColors: (active: boolean) => Promise<void>;
  }
}

/**
 * Visual review, compared against committed references in Chromium. A visual change fails
 * `npm test` until the references are updated on purpose (`npm run test:visual:update`).
 *
 * - Every story named `Matrix` (one per component, all variants side by side): its story root.
 * - One story per screen, tagged `screenshot` (packages/pages): the top of the screen as a
 *   reviewer sees it, at a wide (1280×800) and a phone (390×844) width, and wide again under
 *   `forced-colors: active` (issue 46: control boundaries and the focus ring in High Contrast). The other states of a
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
    await compareScreen(measuresTargets(context.task.file?.filepath));
    await axeInTheOtherTheme();
    if (stressTextInRun) await stressText();
  }
});

/**
 * Accessibility in every theme a screen can be shown in (issue 34): the story's own run checked
 * axe in the theme it chose (storefront screens: dealer; back-office screens: staff); the same
 * state is then re-themed in place, to the other theme of its side (retail; staff dark), and
 * checked again with the same rules the a11y addon runs (all but `region`). Re-theming is the
 * ThemeProvider's class and mark, so the state is not rendered twice; motion is off meanwhile, so
 * no colour is read mid-transition.
 */
const otherThemes: Record<ThemeName, ThemeName[]> = {
  dealer: ['retail'],
  retail: ['dealer'],
  staff: ['staffDark'],
  staffDark: ['staff'],
};

async function axeInTheOtherTheme() {
  if ((typeof __JOINERY_STORY_THEME__ === 'undefined' ? 'dealer' : __JOINERY_STORY_THEME__) !== 'dealer') return;
  const first = document.querySelector('[data-theme]');
  const shown = first?.getAttribute('data-theme') as ThemeName | null | undefined;
  if (!shown || !(shown in otherThemes)) return;
  const holders = [...document.querySelectorAll(`[data-theme="${shown}"]`)];
  const html = document.documentElement;
  const stillBefore = html.getAttribute('data-reduced-motion');
  html.setAttribute('data-reduced-motion', 'reduce');
  const failures: string[] = [];
  try {
    for (const theme of otherThemes[shown]) {
      for (const holder of holders) {
        holder.classList.replace(themes[shown], themes[theme]);
        holder.setAttribute('data-theme', theme);
      }
      await nextFrame();
      axe.reset();
      axe.configure({ rules: [{ id: 'region', enabled: false }] });
      const result = await axe.run(
        { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root'], ['[data-screenshot-frame]']] },
        { resultTypes: ['violations'], rules: { region: { enabled: false } } },
      );
      for (const violation of result.violations)
        failures.push(
          `${theme}: ${violation.id} (${violation.help}) at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join('; ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`,
        );
      for (const holder of holders) {
        holder.classList.replace(themes[theme], themes[shown]);
        holder.setAttribute('data-theme', shown);
      }
    }
  } finally {
    if (stillBefore === null) html.removeAttribute('data-reduced-motion');
    else html.setAttribute('data-reduced-motion', stillBefore);
  }
  if (failures.length)
    throw new Error(`Accessibility in the other theme of this screen (axe), ${failures.length} violation(s):\n${failures.join('\n')}`);
}

/**
 * On in every story run; `JOINERY_TEXT_STRESS=0 npx vitest run --project storybook …` turns it off
 * (to debug a screen's own failure, or to measure the check's cost).
 */
declare const __JOINERY_TEXT_STRESS__: boolean | undefined;
const stressTextInRun = typeof __JOINERY_TEXT_STRESS__ === 'undefined' || __JOINERY_TEXT_STRESS__;

/**
 * Text 200 % and Long text on each screen's main state (issue 34, WCAG 1.4.4): the root font size
 * doubled and every text lengthened (the toolbar's toggles, .storybook/reviewToggles.tsx), then no
 * text may be clipped or overlap another (.storybook/textStress.ts). At 1280 px, dealer run only.
 */
async function stressText() {
  if ((typeof __JOINERY_STORY_THEME__ === 'undefined' ? 'dealer' : __JOINERY_STORY_THEME__) !== 'dealer') return;
  const html = document.documentElement;
  // Still, as the Reduced motion toggle makes it: the screenshots' phone width hid the side menu, and
  // showing it again replays its submenus' opening animation, whose height was measured at 100 %.
  const stillBefore = html.getAttribute('data-reduced-motion');
  html.setAttribute('data-reduced-motion', 'reduce');
  html.style.fontSize = '200%';
  const undo = pseudoLocalizeTree(document.body);
  try {
    window.scrollTo(0, 0);
    await layoutSettled();
    const problems = findTextProblems(document.body);
    if (problems.length)
      throw new Error(
        `With Text 200 % and Long text, ${problems.length} text(s) are clipped or overlap:\n` +
          problems
            .slice(0, 15)
            .map((problem) => (problem.kind === 'clipped' ? `clipped: "${problem.text}" by ${problem.by}` : `overlap: "${problem.text}" and "${problem.other}"`))
            .join('\n'),
      );
  } finally {
    undo();
    html.style.fontSize = '';
    if (stillBefore === null) html.removeAttribute('data-reduced-motion');
    else html.setAttribute('data-reduced-motion', stillBefore);
  }
}

async function compareMatrix() {
  // References are taken in the default theme; the dark-theme run checks accessibility only.
  if (document.querySelector('[data-theme]')?.getAttribute('data-theme') !== 'dealer') return;
  const root = document.querySelector('[data-story-root]');
  if (!root) return;
  await document.fonts.ready;
  // The Matrix is pictured at rest, alike run alone or after the file's other stories: the pointer
  // where an earlier play left it, or focus a Lexical editor took from the story before (the last
  // editor of RichTextEditor's Matrix, after its Keyboard story), would otherwise be in the picture.
  await commands.pointerAway();
  if (document.activeElement instanceof HTMLElement && root.contains(document.activeElement)) document.activeElement.blur();
  await expect.element(page.elementLocator(root)).toMatchScreenshot('matrix', comparison);
  await commands.clearVisualFailure('matrix');
}

/**
 * The viewport as it is painted, portals (Radix dialogs, toasts) included: an invisible fixed
 * frame over the viewport is the element screenshotted, so a tall page is cut at the viewport's
 * height, and nothing of the story's layout changes for the picture.
 */
async function compareScreen(measureTargets: boolean) {
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
      // Target size (issue 46, WCAG 2.5.8) on the phone picture's layout: .storybook/targetSize.ts.
      if (size === PHONE && measureTargets) failOnSmallTargets(findSmallTargets(document.body));
      await expect.element(page.elementLocator(frame)).toMatchScreenshot(name, {
        ...comparison,
        screenshotOptions: { mask: datedElements() },
        // Two equal captures in a row make a stable picture: on a loaded two-core machine one
        // capture of a screen can take over two seconds (both widths stay under the hook's 30 s).
        timeout: 12_000,
      });
      await commands.clearVisualFailure(name);
    }
    // Forced colours (issue 46): the wide picture again as Windows High Contrast shows it, so a
    // reviewer sees that every control keeps a boundary and the focus ring stays visible.
    await page.viewport(WIDE.width, WIDE.height);
    await commands.forcedColors(true);
    try {
      window.scrollTo(0, 0);
      await nextFrame();
      await nextFrame();
      await expect.element(page.elementLocator(frame)).toMatchScreenshot('screen-forced-colors', {
        ...comparison,
        screenshotOptions: { mask: datedElements() },
        timeout: 12_000,
      });
      await commands.clearVisualFailure('screen-forced-colors');
    } finally {
      await commands.forcedColors(false);
    }
  } finally {
    frame.remove();
    // The next story in the shared iframe starts at the size this one ran at, never at phone width.
    await page.viewport(storyViewport.width, storyViewport.height);
  }
}

function failOnSmallTargets(problems: TargetProblem[]) {
  if (problems.length)
    throw new Error(
      `At 390 px, ${problems.length} control(s) are under 24×24 CSS px and too close to another (WCAG 2.5.8):\n` +
        problems.map((each) => `${each.control} is ${each.width}×${each.height}, its 24 px circle reaches ${each.near}`).join('\n'),
    );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/**
 * Two frames, then until the layout stops moving (at most about half a second): what measures
 * itself after the text grew (a virtualised table's rows) has moved before positions are read.
 */
async function layoutSettled() {
  const signature = () => {
    let sum = document.documentElement.scrollHeight;
    const elements = document.body.querySelectorAll('tr, [data-index], button, a, h1, h2, h3, p, output');
    for (let i = 0; i < elements.length && i < 400; i++) {
      const box = elements[i]!.getBoundingClientRect();
      sum += box.top * 3 + box.height;
    }
    return sum;
  };
  await nextFrame();
  await nextFrame();
  let last = signature();
  for (let frame = 0, still = 0; frame < 30 && still < 3; frame++) {
    await nextFrame();
    const now = signature();
    still = now === last ? still + 1 : 0;
    last = now;
  }
}

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
