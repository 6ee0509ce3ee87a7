// `npm test`: typecheck and lint (side by side: each uses one core), Vitest (unit in Node, every
// story in Chromium), the journeys (Playwright Test over the built site, e2e/) with, beside them at
// low priority, the packages as an app installs them (scripts/packages/check.mjs), the size
// budgets and live-build check and the static Storybook's styles, then the measured journey alone.
// Each step prints what it runs; the first failure stops the run with a
// non-zero exit. The three site builds the last two steps need are made beside the Vitest step at
// low priority (scripts/prebuild.mjs), so the journeys and the size check start on finished builds.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';

const REPORT = 'node_modules/.cache/joinery/vitest-report.json';
/** Playwright's JSON reports: the journeys' run and the measured journey's (PLAYWRIGHT_JSON_OUTPUT_FILE). */
const E2E_REPORTS = ['node_modules/.cache/joinery/e2e-report.json', 'node_modules/.cache/joinery/e2e-report-measured.json'];
mkdirSync('node_modules/.cache/joinery', { recursive: true });

/** A step is one command, or several that run at once (their output is printed as each ends). */
const steps = [
  [
    'Typecheck and lint',
    [
      ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
      ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
    ],
  ],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  [
    'Vitest (unit + storybook)',
    'npx',
    ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${REPORT}`],
  ],
  // Every resting machine state is reached by a story's play (or allow-listed for now) and every
  // one by something; the figures are printed again at the end.
  ['Machine-state coverage', 'node', ['scripts/machine-coverage.mjs']],
  // The journeys mostly wait (the site's own timers, its service worker, Chromium's frames): a full
  // run used 236 CPU-seconds in 463 s on two cores. So the package step and the size budgets run
  // beside them at the lowest priority (`nice 19`), and the measured journey (its longest-task
  // figure wants the cores to itself) runs after both: journeysWithChecksBeside() below.
  ['Journeys (Playwright), with the package, size and Storybook checks beside them', journeysWithChecksBeside],
];

/** Names the builds scripts/prebuild.mjs makes for this run (e2e/serve-site.mjs serves them as they are). */
const PREBUILT_RUN = `${process.pid}-${Date.now()}`;
process.env['JOINERY_PREBUILT_RUN'] = PREBUILT_RUN;
/** The background builds: started with the Vitest step, awaited before the journeys. */
let prebuild;
function startPrebuild() {
  const started = Date.now();
  const child = spawn('nice', ['-n', '10', 'node', 'scripts/prebuild.mjs'], { env: process.env });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  prebuild = new Promise((resolve) =>
    child.on('close', (status) => resolve({ status: status ?? 1, output, seconds: (Date.now() - started) / 1000 })),
  );
}
async function awaitPrebuild() {
  const waitStarted = Date.now();
  const { status, output, seconds } = await prebuild;
  const waited = ((Date.now() - waitStarted) / 1000).toFixed(1);
  console.log(`\n▷ Site builds beside Vitest: node scripts/prebuild.mjs (${seconds.toFixed(1)}s, waited ${waited}s more, exit ${status})`);
  process.stdout.write(output);
  return status;
}

/** Runs commands side by side; resolves with the first non-zero status (or 0). */
async function runTogether(commands) {
  const statuses = await Promise.all(
    commands.map(
      ([name, cmd, args]) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(cmd, args, { env: { ...process.env, FORCE_COLOR: '1' } });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            console.log(`\n▷ ${name}: ${cmd} ${args.join(' ')} (${seconds}s, exit ${status})`);
            if (output.trim()) process.stdout.write(output);
            resolve(status ?? 1);
          });
        }),
    ),
  );
  return statuses.find((status) => status !== 0) ?? 0;
}

/** The checks run beside the journeys, one after the other, each as `[name, command, args]`. */
const checksBesideJourneys = [
  // The packages as an app installs them (issue 44): publint, are-the-types-wrong, the API reports
  // and the consumer app outside the workspace, on the builds scripts/prebuild.mjs made.
  ['Packages (publint, attw, API reports, consumer app)', 'node', ['scripts/packages/check.mjs']],
  ['Size budgets and live-build check', 'npm', ['run', 'size:check', '--silent']],
  // The static Storybook, built with the packages' dist/ present as after the step above: every
  // screen's styles read the theme it ships (scripts/check-storybook-build.mjs).
  ['Static Storybook styles', 'node', ['scripts/check-storybook-build.mjs']],
];

/** One command at low priority, its output kept and printed when it ends. */
function runQuietly(name, cmd, args) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '19', cmd, ...args], { env: { ...process.env, FORCE_COLOR: '1' } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    process.on('exit', () => child.exitCode === null && child.kill('SIGTERM'));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ name, status: status ?? 1, line: `${status === 0 ? '✔' : '✘'} ${name} (${seconds}s, beside the journeys)`, output: `\n▷ ${name}: ${cmd} ${args.join(' ')} (${seconds}s, exit ${status})\n${output}` });
    });
  });
}

/**
 * The journeys (Playwright project "journeys") with the package and size checks beside them at low
 * priority, then those checks' output, then the measured journey (project "measured") alone. Each
 * Playwright run writes its own JSON report (E2E_REPORTS), read by testCounts().
 */
async function journeysWithChecksBeside() {
  const status = await awaitPrebuild();
  if (status !== 0) return status;
  const beside = (async () => {
    const done = [];
    for (const [name, cmd, args] of checksBesideJourneys) {
      const result = await runQuietly(name, cmd, args);
      done.push(result);
      if (result.status !== 0) break;
    }
    return done;
  })();
  console.log(`\n▶ Journeys: npx playwright test --project journeys (beside: ${checksBesideJourneys.map(([name]) => name).join(', ')})`);
  const journeys = await playwright(['--project', 'journeys'], E2E_REPORTS[0]);
  const checks = await beside;
  for (const check of checks) {
    process.stdout.write(check.output);
    results.push(check.line);
  }
  if (journeys !== 0) return journeys;
  const failedCheck = checks.find((check) => check.status !== 0);
  if (failedCheck) return failedCheck.status;
  console.log('\n▶ Measured journey, alone: npx playwright test --project measured --no-deps');
  return playwright(['--project', 'measured', '--no-deps', '--output', 'e2e/results-measured'], E2E_REPORTS[1]);
}

function playwright(args, report) {
  const { status } = spawnSync('npx', ['playwright', 'test', ...args], {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: report },
  });
  return status ?? 1;
}

const results = [];
/** Printed last, alone on its line, so CI can read how many tests ran. */
let countsLine = '';
for (const [name, cmd, args] of steps) {
  const started = Date.now();
  let status;
  if (typeof cmd === 'function') {
    status = await cmd();
  } else if (Array.isArray(cmd)) {
    console.log(`\n▶ ${name}: ${cmd.map(([part]) => part).join(' and ')} at once`);
    status = await runTogether(cmd);
  } else {
    if (name.startsWith('Vitest')) startPrebuild();
    // The builds the journeys and the size budgets read must be there first.
    status = name.startsWith('Journeys') ? await awaitPrebuild() : 0;
    if (status === 0) {
      console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
      ({ status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } }));
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
  if (name.startsWith('Vitest') || name.startsWith('Journeys')) countsLine = testCounts();
  if (status !== 0) {
    console.log(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
    if (countsLine) console.log(countsLine);
    process.exit(status ?? 1);
  }
}
// The flow coverage figures (scripts/machine-coverage.mjs): states and transitions reached by
// story plays, by node tests only and by nothing, also on Storybook's Flows/Coverage page.
const COVERAGE_SUMMARY = 'node_modules/.cache/joinery/machine-coverage-summary.txt';
if (existsSync(COVERAGE_SUMMARY)) console.log(`\n${readFileSync(COVERAGE_SUMMARY, 'utf8').trimEnd()}`);
console.log(`\n${results.join('\n')}\n\nnpm test passed.`);
console.log(countsLine);

/** The plain closing line CI reads: `Tests: N passed, N failed, N skipped` (stories, units and journeys). */
function testCounts() {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  if (existsSync(REPORT)) {
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
  // Only this run's journeys: a report left by an earlier run is older than the Vitest one.
  for (const e2eReport of E2E_REPORTS) {
    if (!existsSync(e2eReport) || (existsSync(REPORT) && statSync(e2eReport).mtimeMs < statSync(REPORT).mtimeMs)) continue;
    const { stats } = JSON.parse(readFileSync(e2eReport, 'utf8'));
    passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
    if (stats?.flaky) console.log(`\nJourneys passed on retry (flaky, fix them): ${stats.flaky} (see the list above, marked flaky)`);
    failed += stats?.unexpected ?? 0;
    skipped += stats?.skipped ?? 0;
  }
  return `Tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}
