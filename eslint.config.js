// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';

/** Imports only go down: pages → ui, flows; ui and flows never import pages; ui never imports flows. */
const forbid = (groups, message, extra = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...(groups.length ? [{ group: groups, message }] : []), ...extra, watchedMachines] },
  ],
});
/** Machines start through @joinery/flows/react, so Storybook can record what each story reaches (issue 30). */
const watchedMachines = {
  group: ['@xstate/react'],
  importNames: ['useMachine', 'useActorRef'],
  message: "Import useMachine and useActorRef from '@joinery/flows/react' (the same hooks, watched in Storybook and the tests).",
};
/**
 * A layer's rule, repeated per domain with that domain's foreign imports added (ESLint replaces
 * a rule's options per file rather than merging them, so the two must travel together).
 */
function layerRules({ files, ignores, groups, message, layer, only = '*' }) {
  const base = { files, ...(ignores ? { ignores } : {}), rules: forbid(groups, message) };
  if (!layer) return [base];
  const root = domainFolders(layer);
  return [
    base,
    ...domains.map((domain) => ({
      files: [`${root}/${domain}/**/${only}`, ...(layer === 'flows' ? [`${root}/api/${domain}/**/${only}`] : [])],
      ...(ignores ? { ignores } : {}),
      rules: forbid(groups, message, [{ group: foreignDomains(domain), message: domainMessage(domain) }]),
    })),
  ];
}
const mocksOnlyInStoriesAndTests = 'Only stories, tests and the site\'s mock mode import the embedded back end (@joinery/mocks).';
const crossPackageRelative = ['**/packages/*/**', '../../packages/**', '**/mocks/**', '../mocks/**', '../../mocks/**'];

/*
 * The domain map (README "Layout"): flows, screens, handlers and fixtures sit under one of four
 * domains. A domain imports only itself, the shared staff shell (back-office domains only) and
 * the design system, never another domain's flows or screens.
 */
const domains = ['storefront', 'staff', 'catalogue', 'admin'];
const mayImport = { storefront: [], staff: [], catalogue: ['staff'], admin: ['staff'] };
const domainFolders = (layer) =>
  ({ flows: 'packages/flows/src', pages: 'packages/pages/src', mocks: 'mocks' })[layer];
/** What a file of `domain` may not import: the other domains, by package path and by relative path. */
function foreignDomains(domain) {
  const foreign = domains.filter((d) => d !== domain && !mayImport[domain].includes(d));
  return foreign.flatMap((d) => [
    `@joinery/flows/${d}`,
    `@joinery/flows/${d}/*`,
    `@joinery/flows/api/${d}/*`,
    `@joinery/pages/${d}/*`,
    `@joinery/mocks/handlers/${d}/*`,
    `@joinery/mocks/data/${d}/*`,
    `../${d}/*`,
    `../../${d}/*`,
    `../../../${d}/*`,
    `../api/${d}/*`,
    `../../api/${d}/*`,
    `../../../api/${d}/*`,
  ]);
}
const domainMessage = (domain) =>
  `The ${domain} domain imports only itself${mayImport[domain].length ? ', the staff shell' : ''} and the design system, never another domain's flows, screens or mocks.`;

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'storybook-static/**',
      'mocks/public/**',
      '**/*.d.mts',
      'coverage/**',
      'e2e/results/**',
      // The app outside the workspace (issue 44): type-checked by its own tsc runs in scripts/packages/consumer.mjs.
      'consumer/**',
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
  ...layerRules({
    files: ['packages/flows/**'],
    ignores: ['**/*.test.ts'],
    groups: ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/mocks', '@joinery/mocks/*', '@joinery/site', ...crossPackageRelative],
    message: 'packages/flows knows no component: it never imports ui, pages or mocks.',
    layer: 'flows',
  }),
  ...layerRules({
    files: ['packages/flows/**/*.test.ts'],
    groups: ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/site'],
    message: 'packages/flows tests never import ui or pages.',
    layer: 'flows',
    only: '*.test.ts',
  }),
  ...layerRules({
    files: ['packages/pages/**'],
    ignores: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    groups: ['@joinery/mocks', '@joinery/mocks/*', '@joinery/site', 'msw', 'msw/*', ...crossPackageRelative],
    message: mocksOnlyInStoriesAndTests,
    layer: 'pages',
  }),
  ...layerRules({
    files: ['mocks/**'],
    groups: ['@joinery/ui', '@joinery/ui/*', '@joinery/pages', '@joinery/pages/*', '@joinery/site', '**/packages/*/**'],
    message: 'mocks imports only flows (its API types and call table).',
    layer: 'mocks',
  }),
  // Stories and tests of the screens: the domain rule alone (they may use the embedded back end).
  ...domains.map((domain) => ({
    files: [`packages/pages/src/${domain}/**/*.stories.tsx`, `packages/pages/src/${domain}/**/*.test.{ts,tsx}`],
    rules: forbid([], '', [{ group: foreignDomains(domain), message: domainMessage(domain) }]),
  })),
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
