// `npm test` starts this beside its Vitest step, at low priority (nice), so the three builds the
// later steps need are ready when those steps start instead of running in them (measured: the
// story run is CPU-bound on two cores, so the builds share its CPU rather than using idle time):
// the journeys' two sites (e2e/serve-site.mjs --build, marked with this run's JOINERY_PREBUILT_RUN
// so Playwright serves them without building again) and the live build the size budgets and the
// live-build check read (apps/site/dist, `npm run build:live:example`), and first the two packages'
// builds the package step checks (`npm run build:packages`). One at a time; the first
// failure stops it with that build's exit status.
import { spawnSync } from 'node:child_process';

const builds = [
  // @joinery/ui and @joinery/flows into dist/ (issue 44), for the package step (scripts/packages/check.mjs).
  ['packages: @joinery/ui and @joinery/flows', 'node', ['scripts/packages/build.mjs']],
  ['journeys: mock site', 'node', ['e2e/serve-site.mjs', 'mock', '--build']],
  ['journeys: mock site with the real identity provider', 'node', ['e2e/serve-site.mjs', 'oidc', '--build']],
  ['size: live build', 'npm', ['run', 'build:live:example', '--silent']],
];

for (const [name, command, args] of builds) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`prebuild: ${name} ${status === 0 ? 'built' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
