import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { chromiumArgs, findChromium } from './scripts/chromium.mjs';
import { storyRunCollector, type RecordedStory } from './scripts/machine-coverage/storyRuns';
import { sourceResolution } from './scripts/packages/sourceConditions';

const dirname = path.dirname(fileURLToPath(import.meta.url));
const executablePath = await findChromium();

/** The machine states and transitions each story's play reaches (issue 30), into one file. */
const recordStoryRun = storyRunCollector();

function clearVisualFailure(testPath: string, name: string) {
  const folder = path.join(dirname, '.vitest-attachments', path.relative(dirname, testPath));
  for (const kind of ['actual', 'diff', 'reference'])
    rmSync(path.join(folder, `${name.replace(/[^\w-]/g, '')}-${kind}-chromium-linux.png`), { force: true });
}

/**
 * `JOINERY_STORY_TAGS=screenshot npx vitest run --project storybook packages/pages` runs only the
 * stories with that tag (comma-separated tags): how the screens' main states were checked for
 * target size (issue 46) without running every story.
 */
const storyTags = process.env['JOINERY_STORY_TAGS']
  ? { tags: { include: process.env['JOINERY_STORY_TAGS'].split(',').map((tag) => tag.trim()) } }
  : {};

function storybookProject(name: string, theme: string, exclude?: string[], groupOrder = 0) {
  return {
    // @joinery/ui and @joinery/flows from their source, not dist/ (scripts/packages/sourceConditions.ts).
    ...sourceResolution,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), ...storyTags })],
    define: {
      __JOINERY_STORY_THEME__: JSON.stringify(theme),
      // The Text 200 % + Long text check of the screens' main states (.storybook/vitest.visual.ts):
      // on unless JOINERY_TEXT_STRESS=0 (to debug, or to measure its cost).
      __JOINERY_TEXT_STRESS__: JSON.stringify(process.env['JOINERY_TEXT_STRESS'] !== '0'),
      // Machine recording (issue 30) is on unless JOINERY_RECORD_MACHINES=0 (to measure its cost).
      __JOINERY_RECORD_MACHINES__: JSON.stringify(process.env['JOINERY_RECORD_MACHINES'] !== '0'),
      // Focus kept (issue 46) over every story file, not only its list (.storybook/vitest.focusKept.ts).
      __JOINERY_FOCUS_KEPT_ALL__: JSON.stringify(process.env['JOINERY_FOCUS_KEPT'] === 'all'),
      // Target size at 390 px (issue 46) on every screen, not only its list (.storybook/targetSize.ts).
      __JOINERY_TARGET_SIZE_ALL__: JSON.stringify(process.env['JOINERY_TARGET_SIZE'] === 'all'),
    },
    test: {
      name,
      ...(exclude ? { exclude: ['**/node_modules/**', ...exclude] } : {}),
      testTimeout: 30_000,
      // One iframe per browser instead of one per story file: module loading and the preview's
      // setup ran again for each of ~250 files (a 4.4 s gap per file, 1,600 s on CI). Each story
      // still starts from a fresh store, fresh faults and its own MSW handlers (preview loaders).
      isolate: false,
      // A story that fails and then passes is reported by name at the end of `npm test`
      // (scripts/test.mjs, "passed on retry"); one that fails twice fails the run.
      retry: 1,
      // Story files run on two browser pages at once (Vitest gives a browser project one page on
      // a 2-core machine). A play mostly waits (debounces, fades, the service worker), so a second
      // page uses the idle core: measured here, 89 stories in 67-82 s instead of 88-95 s, and all
      // 439 design-system stories (screenshots included) passed on two pages. Vitest runs projects
      // with their own worker count in their own group: the dark run follows the dealer run.
      maxWorkers: 2,
      sequence: { groupOrder },
      setupFiles: [
        '.storybook/vitest.ownerStacks.ts',
        '.storybook/vitest.visual.ts',
        '.storybook/vitest.machineRuns.ts',
        // Focus kept (issue 46): a play that leaves focus on <body> after acting in a form or dialog fails.
        '.storybook/vitest.focusKept.ts',
      ],
      browser: {
        enabled: true,
        // The dealer run records what each story's play reached (.storybook/vitest.machineRuns.ts);
        // the dark run repeats the design system's stories and records nothing.
        commands: {
          recordStoryRun: (_context: unknown, story: RecordedStory) => {
            if (theme === 'dealer') recordStoryRun(story);
          },
          // A comparison that passed: its earlier failure's pictures go, so Storybook's Visual
          // references panel shows a difference only while there is one (.storybook/visualReferences.ts).
          pointerAway: async (context: unknown) => {
            const { page } = context as { page: { mouse: { move: (x: number, y: number) => Promise<void> } } };
            await page.mouse.move(0, 0);
          },
          // Forced colours (Windows High Contrast) for a screen's picture (issue 46, .storybook/vitest.visual.ts).
          forcedColors: async (context: unknown, active: boolean) => {
            const { page } = context as { page: { emulateMedia: (options: { forcedColors: 'active' | 'none' }) => Promise<void> } };
            await page.emulateMedia({ forcedColors: active ? 'active' : 'none' });
          },
          clearVisualFailure: (context: unknown, name: string) => {
            const { testPath } = context as { testPath?: string };
            if (testPath) clearVisualFailure(testPath, name);
          },
        },
        headless: true,
        provider: playwright({
          launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' as const }],
        viewport: { width: 1280, height: 800 },
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        ...sourceResolution,
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // The unit files share two cores with Chromium in a full run: a test whose first call
          // seeds the embedded back end (5,000 legacy records) takes 2 s alone and over 5 s there.
          testTimeout: 20_000,
          // Runs beside the dealer stories, which must share its worker count (Vitest's rule for
          // projects in one group); two is what a 2-core machine gives by default anyway.
          maxWorkers: 2,
          // Records the machine states each test reaches, for scripts/machine-coverage.mjs.
          setupFiles: ['scripts/machine-coverage/recordReachedStates.ts'],
          include: [
            'packages/*/src/**/*.test.ts',
            'mocks/**/*.test.ts',
            'apps/site/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/node_modules/**'],
        },
      },
      storybookProject('storybook', 'dealer'),
      // The dark staff theme must pass axe too (colour contrast above all): the design
      // system's stories run a second time in it.
      storybookProject('storybook-dark', 'staffDark', ['packages/pages/**', 'mocks/**', '.storybook/**'], 1),
    ],
  },
});
