// Builds @joinery/flows into dist/ (`npm run build:packages`; scripts/packages/buildOptions.ts).
// Every folder's index.ts and every API module is an entry, as the `exports` patterns promise;
// React appears only under `@joinery/flows/react`, so a Node consumer never loads it.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsdown';
import { packageBuild } from '../../scripts/packages/buildOptions.ts';

const packageDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(
  packageBuild(packageDir, ['src/**/index.ts', 'src/api/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test.tsx']),
);
