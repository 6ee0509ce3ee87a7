// `npm test`: typecheck, lint, size budgets, then Vitest (unit in Node, every story in Chromium).
// Each step prints what it runs; the first failure stops the run with a non-zero exit.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';

const REPORT = 'node_modules/.cache/joinery/vitest-report.json';
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
  if (name.startsWith('Vitest') && existsSync(REPORT)) countsLine = testCounts();
  if (status !== 0) {
    console.log(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
    if (countsLine) console.log(countsLine);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nnpm test passed.`);
console.log(countsLine);

/** The plain closing line CI reads: `Tests: N passed, N failed, N skipped`. */
function testCounts() {
  const report = JSON.parse(readFileSync(REPORT, 'utf8'));
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  return `Tests: ${report.numPassedTests} passed, ${report.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
