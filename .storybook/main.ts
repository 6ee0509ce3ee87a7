import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: [
    './docs/**/*.mdx',
    '../packages/*/src/**/*.mdx',
    '../packages/*/src/**/*.stories.@(ts|tsx)',
    '../mocks/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  // Strict mode, as the site renders: effects run twice, so a machine that mishandles being
  // stopped and restarted shows up in a story, not in production.
  framework: { name: '@storybook/react-vite', options: { strictMode: true } },
  // The MSW service worker is served from here so stories can intercept requests.
  staticDirs: ['../mocks/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};
export default config;
