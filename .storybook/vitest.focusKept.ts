import { afterEach, beforeEach } from 'vitest';
import { watchFocus, type FocusWatch } from './focusKept';

/**
 * Focus kept (issue 46): while each story renders and its play runs, focus is watched
 * (.storybook/focusKept.ts); a play that acted in a form or a dialog and left focus on `<body>`,
 * its focused element removed from the page, fails, naming the element that lost focus.
 *
 * It runs over every story file (folder entries below): since session 55 every story passes it, so a
 * new story is checked as it is written. (Until then it was scoped to the files run with it and
 * passing; `JOINERY_FOCUS_KEPT=all npx vitest run --project storybook <files>` still forces it on.)
 */
export const focusKeptFiles: string[] = [
  // Every design-system story, every screen's, the machines' and the QA panel's.
  'packages/ui/src/',
  'packages/pages/src/',
  '.storybook/',
];

declare const __JOINERY_FOCUS_KEPT_ALL__: boolean | undefined;
const everyFile = typeof __JOINERY_FOCUS_KEPT_ALL__ !== 'undefined' && __JOINERY_FOCUS_KEPT_ALL__;

const inScope = (file: string | undefined) =>
  Boolean(
    file &&
    (everyFile ||
      // An entry ending in "/" is a folder: every story file in it.
      focusKeptFiles.some((each) =>
        each.endsWith('/') ? file.includes(`/${each}`) : file.endsWith(each),
      )),
  );

/** How long focus may take to come back after a play's last action (see afterEach). */
const END_GRACE_MS = 1000;

let watch: FocusWatch | undefined;

beforeEach((context) => {
  watch?.stop();
  watch = inScope(context.task.file?.filepath) ? watchFocus(document) : undefined;
});

afterEach(async (context) => {
  const current = watch;
  watch = undefined;
  if (!current) return;
  try {
    if (context.task.result?.state === 'fail') return;
    // A closed Radix dialog hands focus back in a zero timeout, and a screen's own return of focus
    // waits for the dialog to go and nothing to be busy (pages/src/shared/focusAfter.ts): at the
    // play's end, with no next action to meet <body>, focus is looked at once it has had up to a
    // second to come back. (A play that ended on an error dialog's OK failed here on a fast machine
    // while the dialog was still fading out.) Focus that never comes back still fails.
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const deadline = performance.now() + END_GRACE_MS;
    while (current.losing() && performance.now() < deadline) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    current.look('when the play ended');
  } finally {
    current.stop();
  }
  const losses = current.losses();
  if (losses.length) {
    const story = (context as { story?: { id?: string } }).story;
    throw new Error(
      `Focus lost to <body> in story ${story?.id ?? context.task.name} (issue 46: focus stays on the control, or goes back to what opened a dialog):\n` +
        losses
          .map(
            (loss) =>
              `${loss.element} (${loss.inside}) was removed from the page while focused, and focus fell to <body>; seen ${loss.seen}`,
          )
          .join('\n'),
    );
  }
});
