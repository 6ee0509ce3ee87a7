import { lazy, StrictMode, Suspense } from 'react';
import type { Decorator, Loader, Preview, StoryContext } from '@storybook/react-vite';
import { MachineInspector } from '@joinery/flows/react';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { ThemeProvider, themeNames, type ThemeName } from '@joinery/ui/theme';
// The typeface the themes name, in dev and in a static build alike.
import '@joinery/ui/fonts.css';
import { defaultHandlerGroups, isApiRequest, resetStore, setFaults, type FaultMap } from '@joinery/mocks';
import { installQa, qaFaults, startQaStory } from './qa/previewQa';
import { ScreenCanvas } from './ScreenCanvas';
import { argTypesFromOptions } from './argTypesFromOptions';
import { hideScreenInternals } from './screenArgTypes';
import { typeOpaqueArgs } from './opaqueArgs';
import { AllThemes, reviewGlobalTypes, reviewInitialGlobals, withReviewToggles } from './reviewToggles';
import { createRecorder, unreachedDeclarations, type Recorder } from './flows/recorder';
import { ComponentDocsPage } from './ComponentDocsPage';

declare const __JOINERY_STORY_THEME__: ThemeName | undefined;
/** The theme stories start in: `dealer`, or the one a test project asks for. */
const storyTheme: ThemeName = typeof __JOINERY_STORY_THEME__ === 'undefined' ? 'dealer' : __JOINERY_STORY_THEME__;
/** Vitest's story projects (vitest.config.ts) define the theme; Storybook itself does not. */
const inTestRun = typeof __JOINERY_STORY_THEME__ !== 'undefined';

/**
 * Plays wait up to 5 s (not Testing Library's 1 s) for what a user would wait for: CI runs every
 * story on a loaded two-core machine, where a call to the embedded back end and the render after
 * it can take over a second. A wait that succeeds returns as soon as it does.
 */
configure({ asyncUtilTimeout: 5000 });

/**
 * Storybook's stores in the preview (status, test provider…) give their leader in the manager one
 * second to answer, then reject a promise nobody awaits: an "uncaught" UniversalStoreFollowerTimeoutError
 * on a busy machine or a cold dev server, though the store still syncs when the manager answers.
 * That known, harmless rejection is not logged; any other rejection still is.
 */
if (typeof window !== 'undefined') {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    // Its name reads "SB_MANAGER_UNIVERSAL-STORE_0001 (UniversalStoreFollowerTimeoutError)".
    const name = (event.reason as { name?: unknown } | null)?.name;
    if (typeof name === 'string' && name.includes('(UniversalStoreFollowerTimeoutError)')) event.preventDefault();
  });
}

/** The specifications' breakpoints: tabs collapse at 500 px; the quote summary sticks above 767 px. */
const viewports = {
  narrow: { name: 'Narrow (499 px, tabs collapse)', styles: { width: '499px', height: '800px' } },
  mobile: { name: 'Mobile (375 px)', styles: { width: '375px', height: '740px' } },
  phone: { name: 'Phone (390 px)', styles: { width: '390px', height: '844px' } },
  tablet: { name: 'Tablet (767 px, last narrow width)', styles: { width: '767px', height: '900px' } },
  desktop: { name: 'Desktop (1280 px)', styles: { width: '1280px', height: '900px' } },
};

/**
 * Strict mode, as the site renders: effects run twice, so a machine that mishandles being
 * stopped and restarted fails a story instead of a shopper's page. (Storybook's own
 * `strictMode` framework option does not reach the Vitest runs; a decorator does.)
 */
const withStrictMode: Decorator = (Story) => (
  <StrictMode>
    <Story />
  </StrictMode>
);

const withTheme: Decorator = (Story, context) => {
  const theme = (context.globals['theme'] as ThemeName | undefined) ?? 'dealer';
  // The All themes toggle (.storybook/reviewToggles.tsx): the story once per theme, each labelled.
  if (context.globals['allThemes'] === 'on')
    return <AllThemes render={() => <Story />} fullscreen={context.parameters['layout'] === 'fullscreen'} />;
  return (
    <ThemeProvider theme={theme}>
      <div data-story-root style={{ padding: context.parameters['layout'] === 'fullscreen' ? 0 : 16, width: 'fit-content', minWidth: '100%' }}>
        <Story />
      </div>
    </ThemeProvider>
  );
};

/** Each story starts from the seeded store with only the faults it asks for. */
const withFreshBackEnd: Loader = async (context) => {
  resetStore();
  // The QA panel's faults (.storybook/manager.tsx) on top of the story's own; none in test runs.
  const faults = context.parameters['faults'] as FaultMap | undefined;
  setFaults(qaFaults(faults));
  startQaStory(faults);
  return {};
};

/**
 * Every machine a story starts is watched (issue 30): the screens start them with
 * @joinery/flows/react's hooks, which report to the nearest MachineInspector. Each story gets a
 * fresh recorder; after its play, a state the story declares (`parameters.machineStates`) that
 * the play did not reach fails it, and the test run records what it reached
 * (.storybook/vitest.machineRuns.ts) for the flow maps and scripts/machine-coverage.mjs.
 */
declare const __JOINERY_RECORD_MACHINES__: boolean | undefined;
/** `JOINERY_RECORD_MACHINES=0` turns recording off in a test run: how its cost was measured. */
const recordMachines = typeof __JOINERY_RECORD_MACHINES__ === 'undefined' || __JOINERY_RECORD_MACHINES__;
const startMachineRecording: Loader = () => (recordMachines ? { machineRecorder: createRecorder() } : {});
const recorderOf = (context: StoryContext) =>
  (context.loaded as { machineRecorder?: Recorder } | undefined)?.machineRecorder;

const withMachineRecorder: Decorator = (Story, context) => (
  <MachineInspector inspect={recorderOf(context)?.inspect}>
    <Story />
  </MachineInspector>
);

function checkMachineRun(context: StoryContext) {
  const recorder = recorderOf(context);
  if (!recorder) return;
  const run = recorder.run();
  const missing = unreachedDeclarations(
    context.parameters['machineStates'] as Record<string, string[]> | undefined,
    run,
  );
  if (missing.length)
    throw new Error(
      `This story declares machine states (parameters.machineStates) that its play did not reach: ${missing.join('; ')}`,
    );
  (globalThis as { __joineryStoryRun?: unknown }).__joineryStoryRun = {
    storyId: context.id,
    name: `${context.title} › ${context.name}`,
    file: (context.parameters['fileName'] as string | undefined) ?? '',
    run,
  };
}

/**
 * The Step through toggle (toolbar): any story beside the diagram of a machine it starts, with
 * the events its current state accepts as buttons (.storybook/flows/StepThroughAnyStory.tsx).
 */
const StepThroughAnyStory = lazy(() => import('./flows/StepThroughAnyStory'));
const withStepThrough: Decorator = (Story, context) =>
  context.globals['stepThrough'] === 'on' && !inTestRun ? (
    <Suspense fallback={<Story />}>
      <StepThroughAnyStory>
        <Story />
      </StepThroughAnyStory>
    </Suspense>
  ) : (
    <Story />
  );

const preview: Preview = {
  loaders: [
    startMachineRecording,
    mswLoader(async () => {
      const worker = setupWorker();
      await worker.start({
        quiet: true,
        serviceWorker: { url: '/mockServiceWorker.js' },
        onUnhandledRequest(request, print) {
          // Calls to the back end that no handler answers are defects: fail them loudly.
          if (isApiRequest(request)) print.error();
        },
      });
      installQa(worker);
      return worker;
    }),
    withFreshBackEnd,
  ],
  // The review toggles wrap the theme, so All themes renders the story per theme under one set of them.
  decorators: [withStepThrough, withMachineRecorder, withTheme, withReviewToggles, withStrictMode],
  afterEach: checkMachineRun,
  // Props typed from exported value arrays list their values in the docs table, not `unknown[number]`;
  // screens hide their wiring (machine, initial data) from the controls.
  // Args holding machines are typed here, so Storybook does not walk them (.storybook/opaqueArgs.ts).
  argTypesEnhancers: [argTypesFromOptions, hideScreenInternals, typeOpaqueArgs],
  globalTypes: {
    ...reviewGlobalTypes,
    theme: {
      description: 'Joinery theme',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: themeNames.map((value) => ({ value, title: value })),
        dynamicTitle: true,
      },
    },
    stepThrough: {
      description: 'Step through the machines the story starts',
      toolbar: {
        title: 'Step through',
        icon: 'transfer',
        items: [
          { value: 'off', title: 'Step through: off' },
          { value: 'on', title: 'Step through: on' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: storyTheme, stepThrough: 'off', ...reviewInitialGlobals },
  parameters: {
    msw: { handlers: defaultHandlerGroups },
    viewport: { options: viewports },
    // A test run needs axe's violations only. The passes it also listed (every node of every rule
    // that passed, in each story's report, sent from the browser to Vitest) made a full run's JSON
    // report 271 MB; with violations only it is 72 MB, and a violation still fails its story in
    // both themes (tried on purpose). The a11y panel in Storybook keeps the full results.
    a11y: { test: 'error', ...(inTestRun ? { options: { resultTypes: ['violations'] } } : {}) },
    // A screen's docs page: each story in its own frame, so each preview shows its own state.
    // A component's docs page: its import line and import cost (.storybook/ComponentDocsPage.tsx).
    docs: { components: { Canvas: ScreenCanvas }, page: ComponentDocsPage },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      // Joinery's own pages first (issue 34): the Introduction, then the screens and their flows,
      // then the design system's docs and components, and the tools last.
      storySort: { order: ['Introduction', 'Pages', 'Flows', 'Docs', 'Foundations', 'Layout', '*', 'Tools'] },
    },
  },
  tags: ['autodocs'],
};
export default preview;
