// Builds @joinery/ui into dist/ (`npm run build:packages`; scripts/packages/buildOptions.ts).
// vanilla-extract's own rollup plugin compiles the .css.ts files and extracts every rule into
// one static stylesheet, dist/styles.css: the published JavaScript imports no CSS.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsdown';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { packageBuild } from '../../scripts/packages/buildOptions.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(
  packageBuild(packageDir, ['src/index.ts', 'src/*/index.ts', '!src/docs/**'], {
    plugins: [vanillaExtractPlugin({ extract: { name: 'styles.css', sourcemap: true }, identifiers: 'short' })],
    outputOptions: { assetFileNames: '[name][extname]' },
    copy: [{ from: 'src/theme/fonts.css', to: 'dist' }],
  }),
);
