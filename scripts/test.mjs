// `npm test`: typecheck, lint, size budgets, then Vitest (unit in Node, every story in Chromium).
// Each step prints what it runs; the first failure stops the run with a non-zero exit.
import { spawnSync } from 'node:child_process';

const steps = [
  ['Typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['Lint', 'npx', ['eslint', '--max-warnings=0', '.']],
  ['Chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['Vitest (unit + storybook)', 'npx', ['vitest', 'run']],
  ['Size budgets and live-build check', 'npm', ['run', 'size', '--silent']],
];

const results = [];
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '1' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push(`${status === 0 ? '✔' : '✘'} ${name} (${seconds}s)`);
  if (status !== 0) {
    console.log(`\n${results.join('\n')}\n\nnpm test failed at: ${name}`);
    process.exit(status ?? 1);
  }
}
console.log(`\n${results.join('\n')}\n\nnpm test passed.`);
