// `npm test` starts this beside its Vitest step, at low priority (nice), so the builds the later
// steps need are made while the stories run instead of in those steps. `node scripts/prebuild.mjs
// journeys` builds the journeys' two sites (e2e/serve-site.mjs --build, marked with this run's
// JOINERY_PREBUILT_RUN so Playwright serves them without building again): the journeys start as
// soon as it ends, beside the rest of the Vitest step. `node scripts/prebuild.mjs size` makes the
// live build the size budgets and the live-build check read (apps/site/dist). No argument: all
// three. One at a time; the first failure stops it with that build's exit status.
import { spawnSync } from 'node:child_process';

const groups = {
  journeys: [
    ['journeys: mock site', 'node', ['e2e/serve-site.mjs', 'mock', '--build']],
    ['journeys: mock site with the real identity provider', 'node', ['e2e/serve-site.mjs', 'oidc', '--build']],
  ],
  size: [['size: live build', 'npm', ['run', 'build:live:example', '--silent']]],
};
const wanted = process.argv[2];
if (wanted && !(wanted in groups)) {
  console.error(`prebuild: unknown group "${wanted}" (journeys or size)`);
  process.exit(2);
}
const builds = wanted ? groups[wanted] : [...groups.journeys, ...groups.size];

for (const [name, command, args] of builds) {
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  console.log(`prebuild: ${name} ${status === 0 ? 'built' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (status !== 0) process.exit(status ?? 1);
}
