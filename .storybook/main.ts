import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { remarkPlugins } from './mdxOptions';
import { visualReferencesPlugin } from './visualReferences';
import { sourceResolution } from '../scripts/packages/sourceConditions';

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const config: StorybookConfig = {
  stories: [
    './docs/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    // Not the `__screenshots__/<File>.stories.tsx/` folders Vitest writes: a running Storybook
    // indexed a new one as a story file and every page failed (EISDIR) until it restarted.
    '../packages/*/src/**/!(__screenshots__)/*.stories.@(ts|tsx)',
    '../mocks/**/*.stories.@(ts|tsx)',
    // Flows/<Area>: a map of every machine (issue 21), laid out with elkjs, which only Storybook loads.
    './flows/**/*.stories.@(ts|tsx)',
    './qa/**/*.stories.@(ts|tsx)',
  ],
  addons: [
    // GitHub-flavoured Markdown, so the docs pages' tables render as tables (MDX 3 has none built in);
    // the plugins live in mdxOptions.ts, which scripts/docsPages.test.ts compiles every page with.
    { name: '@storybook/addon-docs', options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins } } } },
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
  ],
  // The Screen reader panel's preview half (issue 46): its own annotations beside preview.tsx's.
  previewAnnotations: async (entries = []) => [...entries, path.join(repositoryRoot, '.storybook/screenReader/previewScreenReader.ts')],
  // Strict mode comes from a decorator in preview.tsx, so the Vitest runs get it too.
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker is served from here so stories can intercept requests.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  // Joinery's own landing page (docs/Introduction) is the first thing a designer sees, not a stock checklist.
  features: { sidebarOnboardingChecklist: false },
  async viteFinal(viteConfig) {
    // The visual references panel's pictures (.storybook/visualReferences.ts, manager.tsx).
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin(), visualReferencesPlugin(repositoryRoot)];
    // Stories compile @joinery/ui and @joinery/flows from source (scripts/packages/sourceConditions.ts),
    // the .css.ts files too: vanilla-extract evaluates those in a server of its own made from the ssr
    // settings. With the browser's conditions alone, once the packages were built (npm test builds
    // them) `storybook dev` and `storybook build` showed screens whose styles read the theme's
    // variables from @joinery/ui's dist/ (other names): no spacing, type sizes or colours.
    viteConfig.resolve = { ...viteConfig.resolve, conditions: sourceResolution.resolve.conditions };
    viteConfig.ssr = {
      ...viteConfig.ssr,
      resolve: { ...viteConfig.ssr?.resolve, conditions: sourceResolution.ssr.resolve.conditions },
    };
    viteConfig.environments = {
      ...viteConfig.environments,
      ssr: {
        ...viteConfig.environments?.['ssr'],
        resolve: {
          ...viteConfig.environments?.['ssr']?.resolve,
          conditions: sourceResolution.environments.ssr.resolve.conditions,
        },
      },
    };
    // The runtimes that compiled .css.ts files import: Vite's dependency scan cannot see them (they
    // appear only after vanilla-extract's transform), so it found them mid-run, bundled its
    // dependencies twice more and reloaded the story pages (seen in every full `npm test`).
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      include: [
        ...(viteConfig.optimizeDeps?.include ?? []),
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
        '@vanilla-extract/sprinkles/createUtils',
        // Found mid-run when a run starts from a cache another run wrote (one story file alone):
        // "optimized dependencies changed. reloading", and the file failed to import.
        'radix-ui',
        '@tanstack/react-table',
        '@tanstack/react-virtual',
        'clsx',
        // The Screen reader panel's reader (screenReader/previewScreenReader.ts).
        '@guidepup/virtual-screen-reader',
      ],
    };
    return viteConfig;
  },
};
export default config;
