// `npm test`: typecheck and lint (side by side: each uses one core), then Vitest (unit in Node,
// every story in Chromium) with the journeys (Playwright Test over the built site, e2e/) beside
// it, then the machine-state coverage, size budgets and the live-build check. Each step prints what
// it runs; a failure stops the run with a non-zero exit once the step it is in has ended.
//
// Why the journeys run beside Vitest: the story run keeps both cores busy, the journeys do not
// (measured: 204 s of CPU in a 300-520 s run, a third of two cores; they mostly wait for the page).
// Run one after the other, that wait was the last five minutes of `npm test`. So the sites the
// journeys need are built at low priority as Vitest starts (scripts/prebuild.mjs journeys), the
// journeys start as soon as they are built, and the live build the size check reads follows them
// (scripts/prebuild.mjs size). The journeys' output is printed in one block when both have ended.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';

const REPORT = 'node_modules/.cache/joinery/vitest-report.json';
/** Written by playwright.config.ts's JSON reporter. */
const E2E_REPORT = 'node_modules/.cache/joinery/e2e-report.json';
mkdirSync('node_modules/.cache/joinery', { recursive: true });
/** Reports older than this are an earlier run's. */
const runStarted = Date.now();

/** Names the builds scripts/prebuild.mjs makes for this run (e2e/serve-site.mjs serves them as they are). */
process.env['JOINERY_PREBUILT_RUN'] = `${process.pid}-${Date.now()}`;
const childEnv = { ...process.env, FORCE_COLOR: '1' };

const children = new Set();
process.on('exit', () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

/**
 * Runs a command; resolves with its exit status, its output (unless it goes straight to the
 * terminal) and how long it took.
 */
function run(cmd, args, { terminal = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(cmd, args, { env: childEnv, stdio: terminal ? 'inherit' : 'pipe' });
    children.add(child);
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      children.delete(child);
      resolve({ status: status ?? 1, output, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const seconds = (value) => `${value.toFixed(1)}s`;
/** Prints a collected command's block: its name, command line, time and status, then its output. */
function printBlock(name, [cmd, args], { status, output, seconds: took }, extra = '') {
  console.log(`\n▷ ${name}: ${cmd} ${args.join(' ')} (${seconds(took)}${extra}, exit ${status})`);
  if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
}

const results = [];
/** Printed last, alone on its line, so CI can read how many tests ran. */
let countsLine = '';
function record(name, status, took) {
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds(took)})`);
}
function stopIfFailed(name, status) {
  if (status === 0) return;
  console.log(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
  if (countsLine) console.log(countsLine);
  process.exit(status);
}

/** A step of one command, its output straight to the terminal. */
async function step(name, cmd, args) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const { status, seconds: took } = await run(cmd, args, { terminal: true });
  record(name, status, took);
  stopIfFailed(name, status);
}

// 1. Typecheck and lint, side by side.
{
  const name = 'Typecheck and lint';
  const commands = [
    ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
    ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ];
  console.log(`\n▶ ${name}: ${commands.map(([part]) => part).join(' and ')} at once`);
  const started = Date.now();
  const outcomes = await Promise.all(
    commands.map(async ([part, cmd, args]) => {
      const outcome = await run(cmd, args);
      printBlock(part, [cmd, args], outcome);
      return outcome.status;
    }),
  );
  const status = outcomes.find((s) => s !== 0) ?? 0;
  record(name, status, (Date.now() - started) / 1000);
  stopIfFailed(name, status);
}

// 2. The browser every later step uses.
await step('Chromium', 'node', ['scripts/ensure-chromium.mjs']);

// 3. Vitest, with the site builds and then the journeys beside it.
let sizeBuild = Promise.resolve({ status: 0, output: '', seconds: 0 });
{
  const vitestName = 'Vitest (unit + storybook)';
  const vitest = ['npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`]];
  const journeysName = 'Journeys (Playwright)';
  const journeysCommand = ['npx', ['playwright', 'test']];
  const prebuild = (group) => ['nice', ['-n', '10', 'node', 'scripts/prebuild.mjs', group]];
  const started = Date.now();
  console.log(`\n▶ ${vitestName}: ${vitest[0]} ${vitest[1].join(' ')}`);
  console.log(`  beside it: the journeys' sites (node scripts/prebuild.mjs journeys, nice 10), then the journeys (${journeysCommand[0]} ${journeysCommand[1].join(' ')}) and the live build (node scripts/prebuild.mjs size, nice 10); their output follows Vitest's`);

  const vitestDone = run(...vitest, { terminal: true });
  const journeysDone = (async () => {
    const sites = await run(...prebuild('journeys'));
    sizeBuild = run(...prebuild('size'));
    if (sites.status !== 0) return { sites, journeys: null, startedAfter: 0 };
    const startedAfter = (Date.now() - started) / 1000;
    return { sites, journeys: await run(...journeysCommand), startedAfter };
  })();

  const vitestOutcome = await vitestDone;
  record(vitestName, vitestOutcome.status, vitestOutcome.seconds);
  const { sites, journeys, startedAfter } = await journeysDone;
  printBlock("Journeys' sites, built beside Vitest", prebuild('journeys'), sites);
  if (journeys) {
    printBlock(journeysName, journeysCommand, journeys, `, started ${seconds(startedAfter)} into the Vitest step`);
    record(journeysName, journeys.status, journeys.seconds);
  } else {
    record(journeysName, sites.status, 0);
  }
  countsLine = testCounts();
  stopIfFailed(vitestName, vitestOutcome.status);
  stopIfFailed(journeys ? journeysName : "Journeys' sites", journeys?.status ?? sites.status);
}

// 4. Every machine state is shown by a story or reached by a node test (the unit run records them).
await step('Machine-state coverage', 'node', ['scripts/machine-coverage.mjs']);

// 5. Size budgets and the live-build check, on the live build made beside the journeys.
{
  const waitStarted = Date.now();
  const live = await sizeBuild;
  printBlock('Live build, made beside the journeys', ['nice', ['-n', '10', 'node', 'scripts/prebuild.mjs', 'size']], live, `, waited ${seconds((Date.now() - waitStarted) / 1000)} more`);
  stopIfFailed('Live build', live.status);
}
await step('Size budgets and live-build check', 'npm', ['run', 'size:check', '--silent']);

console.log(`\n${results.join('\n')}\n\nnpm test passed.`);
console.log(countsLine);

/** The plain closing line CI reads: `Tests: N passed, N failed, N skipped` (stories, units and journeys). */
function testCounts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(REPORT) && statSync(REPORT).mtimeMs >= runStarted) {
    const report = JSON.parse(readFileSync(REPORT, 'utf8'));
    // A passing test that still carries an error failed once and passed on its retry: name it.
    const flaky = (report.testResults ?? []).flatMap((file) =>
      (file.assertionResults ?? [])
        .filter((test) => test.status === 'passed' && test.failureMessages?.length)
        .map((test) => `  ${file.name.replace(`${process.cwd()}/`, '')} > ${test.fullName}`),
    );
    if (flaky.length) console.log(`\nPassed on retry (flaky, fix them):\n${flaky.join('\n')}`);
    passed += report.numPassedTests ?? 0;
    failed += report.numFailedTests ?? 0;
    skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  }
  // Only this run's journeys: a report left by an earlier run is older than this run's start.
  if (existsSync(E2E_REPORT) && statSync(E2E_REPORT).mtimeMs >= runStarted) {
    const { stats } = JSON.parse(readFileSync(E2E_REPORT, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    if (stats?.flaky) console.log(`\nJourneys passed on retry (flaky, fix them): ${stats.flaky} (see the list above, marked flaky)`);
    failed += stats?.unexpected ?? 0;
    skipped += stats?.skipped ?? 0;
  }
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
