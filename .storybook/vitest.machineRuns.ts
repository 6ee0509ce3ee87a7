import { afterEach } from 'vitest';
import { commands } from 'vitest/browser';
import type { RecordedStory } from '../scripts/machine-coverage/storyRuns';

declare module 'vitest/browser' {
  interface BrowserCommands {
    recordStoryRun: (story: RecordedStory) => Promise<void>;
  }
}

/**
 * After each story test: the machine states and transitions its play reached (preview.tsx's
 * recorder left them in `__joineryStoryRun`) go to the story coverage file through the project's
 * `recordStoryRun` command (vitest.config.ts). A failed attempt records nothing: only what a
 * passing play reached is evidence.
 */
afterEach(async (context) => {
  const holder = globalThis as { __joineryStoryRun?: RecordedStory };
  const story = holder.__joineryStoryRun;
  holder.__joineryStoryRun = undefined;
  if (!story || context.task.result?.state === 'fail') return;
  // Storybook's parameters.fileName is not set in a test run: the test's own file is the story file.
  await commands.recordStoryRun({ ...story, file: context.task.file?.filepath ?? story.file });
});
