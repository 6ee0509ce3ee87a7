// npm 11 holds back install scripts, so MSW's own worker copy never runs: do it here.
import { copyFileSync, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
try {
  const source = path.join(path.dirname(require.resolve('msw/package.json')), 'lib', 'mockServiceWorker.js');
  if (existsSync(source)) {
    mkdirSync('mocks/public', { recursive: true });
    copyFileSync(source, 'mocks/public/mockServiceWorker.js');
  }
} catch {
  // msw not installed yet (first pass of a workspace install): the committed copy stands.
}
