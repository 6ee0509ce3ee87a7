// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** Imports only go down: pages → ui, flows; ui and flows never import pages; ui never imports flows. */
const forbid = (groups, message) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [{ group: groups, message }] },
  ],
});
const mocksOnlyInStoriesAndTests = 'Only stories, tests and the site\'s mock mode import the embedded back end (@joinery/mocks).';
const crossPackageRelative = ['**/packages/*/**', '../../packages/**', '**/mocks/**', '../mocks/**', '../../mocks/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'mocks/public/**',
      '**/*.d.mts',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  ...storybook.configs['flat/recommended'],
  {
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['packages/ui/**'],
    rules: forbid(
      ['@joinery/flows', '@joinery/flows/*', '@joinery/pages', '@joinery/pages/*', '@joinery/mocks', '@joinery/mocks/*', '@joinery/site', 'xstate', '@xstate/*', ...crossPackageRelative],
      'packages/ui knows no domain: it never imports flows, pages, mocks or machines.',
    ),
  },
  {
    files: ['packages/flows/**'],
    ignores: ['**/*.test.ts'],
    rules: forbid(
      ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/mocks', '@joinery/mocks/*', '@joinery/site', ...crossPackageRelative],
      'packages/flows knows no component: it never imports ui, pages or mocks.',
    ),
  },
  {
    files: ['packages/flows/**/*.test.ts'],
    rules: forbid(
      ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/site'],
      'packages/flows tests never import ui or pages.',
    ),
  },
  {
    files: ['packages/pages/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    rules: forbid(
      ['@joinery/mocks', '@joinery/mocks/*', '@joinery/site', 'msw', 'msw/*', ...crossPackageRelative],
      mocksOnlyInStoriesAndTests,
    ),
  },
  {
    files: ['mocks/**'],
    rules: forbid(
      ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/site', '**/packages/*/**'],
      'mocks imports only flows (its API types and call table).',
    ),
  },
  {
    files: ['apps/site/**'],
    ignores: ['apps/site/src/mock/**', 'apps/site/vite.config.ts'],
    rules: forbid(
      ['@joinery/mocks', '@joinery/mocks/*', 'msw', 'msw/*', ...crossPackageRelative],
      'Only apps/site/src/mock (loaded lazily in mock mode) imports the embedded back end.',
    ),
  },
  {
    files: ['**/*.stories.tsx'],
    rules: {
      // Stories render hooks inside `render` functions: that is how Storybook documents them.
      'react-hooks/rules-of-hooks': 'off',
    },
  },
);
