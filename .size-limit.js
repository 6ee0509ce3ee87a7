// Design-system budgets: each component bundled alone with esbuild (react excluded), so a
// component that drags in another component's code shows up here. Site routes are measured
// separately by scripts/size-routes (built chunks, not re-bundled).
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { componentBudgets } from './scripts/component-budgets.mjs';

export default Object.entries(componentBudgets).map(([name, limit]) => ({
  name: `@joinery/ui/${name}`,
  path: `packages/ui/src/${name}/index.ts`,
  import: `{ ${name} }`,
  ignore: ['react', 'react-dom', 'react/jsx-runtime'],
  limit: `${limit} kB`,
  gzip: true,
  modifyEsbuildConfig: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), vanillaExtractPlugin({ runtime: false })],
  }),
}));
