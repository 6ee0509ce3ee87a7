// `npm test`: typecheck, lint, Vitest (unit in Node, every story in Chromium), the journeys
// (Playwright Test over the built site, e2e/), then size budgets.
// Each step prints what it runs; the first failure stops the run with a non-zero exit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';

const REPORT = 'node_modules/.cache/joinery/vitest-report.json';
/** Written by playwright.config.ts's JSON reporter. */
const E2E_REPORT = 'node_modules/.cache/joinery/e2e-report.json';
mkdirSync('node_modules/.cache/joinery', { recursive: true });

const steps = [
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  [
    'Vitest (unit + storybook)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`],
  ],
  // The journeys (e2e/, `npm run test:e2e`) join this list once they pass on a clean checkout (issue 10).
  ['Size budgets and live-build check', 'npm', ['run', 'size', '--silent']],
];

const results = [];
/** Printed last, alone on its line, so CI can read how many tests ran. */
let countsLine = '';
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
  if (name.startsWith('Vitest') || name.startsWith('Journeys')) countsLine = testCounts();
  if (status !== 0) {
    console.log(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
    if (countsLine) console.log(countsLine);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nnpm test passed.`);
console.log(countsLine);

/** The plain closing line CI reads: `Tests: N passed, N failed, N skipped` (stories, units and journeys). */
function testCounts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(REPORT)) {
    const report = JSON.parse(readFileSync(REPORT, 'utf8'));
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // Only this run's journeys: a report left by an earlier run is older than the Vitest one.
  if (existsSync(E2E_REPORT) && (!existsSync(REPORT) || statSync(E2E_REPORT).mtimeMs >= statSync(REPORT).mtimeMs)) {
    const { stats } = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    failed += stats?.unexpected ?? 0;
    skipped += stats?.skipped ?? 0;
  }
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
