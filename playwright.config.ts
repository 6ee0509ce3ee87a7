import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { chromiumArgs } from './scripts/chromium.mjs';
import { e2eOrigins, e2eSites } from './e2e/servers.mjs';

/**
 * Journeys: the composed site in Chromium, built once per back-end setting and served by
 * `vite preview` (e2e/serve-site.mjs). `npm run test:e2e`; part of `npm test`.
 * CHROMIUM_PATH or Debian's /usr/bin/chromium, as the story tests use (scripts/ensure-chromium.mjs).
 */
const executablePath = [
  process.env['CHROMIUM_PATH'],
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
].find((path): path is string => Boolean(path && existsSync(path)));

export default defineConfig({
  testDir: './e2e/journeys',
  outputDir: './e2e/results',
  globalSetup: './e2e/globalSetup.ts',
  // Files are shared out, not tests: sharing out tests left no worker idle at the end but was no
  // faster in full runs (335 and 345 s by test; 294 and 356 s by file: the machine varies that much).
  fullyParallel: false,
  // Three at once on two cores: a journey mostly waits (a full run used 236 CPU-seconds in 463 s
  // with two workers). Measured here: 2 workers 459-463 s, 3 workers 326 s with no retry (beside
  // other work); 4 workers made the keyboard journeys miss their focus checks on a loaded machine.
  workers: 3,
  // A journey that fails and then passes is counted and named as flaky at the end of `npm test`.
  retries: 1,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 180_000,
  expect: { timeout: 30_000 },
  // The JSON report gives npm test its closing count line.
  reporter: [['list'], ['json', { outputFile: 'node_modules/.cache/joinery/e2e-report.json' }]],
  use: {
    baseURL: e2eOrigins.mockSite,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
    serviceWorkers: 'allow',
    // A step that cannot act in 30 s has failed; the journey says where instead of running out its time.
    actionTimeout: 30_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'journeys', testIgnore: /largeImport\.spec\.ts$/ },
    // Issue 43's longest-task measurement runs once the other journeys are done, alone on the
    // machine's two cores: a task's length measured beside another browser is that browser's too.
    { name: 'measured', testMatch: /largeImport\.spec\.ts$/, dependencies: ['journeys'] },
  ],
  webServer: [
    {
      name: 'site (embedded back end)',
      command: `node e2e/serve-site.mjs mock ${new URL(e2eOrigins.mockSite).port}`,
      url: e2eOrigins.mockSite,
      env: e2eSites.mock.env,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
    {
      name: 'site (embedded back end, real identity provider)',
      command: `node e2e/serve-site.mjs oidc ${new URL(e2eOrigins.oidcSite).port}`,
      url: e2eOrigins.oidcSite,
      env: e2eSites.oidc.env,
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: 'pipe',
    },
  ],
});
