// `npm run release:dry-run`: what a release would publish, without publishing (issue 44). The
// version each package would get from the pending changesets (`changeset status --verbose`),
// then each package's tarball as npm would make it (`npm pack --dry-run`, after
// `npm run build:packages` so dist/ is current). Nothing is ever published from this repository.
import { spawnSync } from 'node:child_process';

const run = (command, args, options = {}) => {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (status !== 0) process.exit(status ?? 1);
};

run('npx', ['changeset', 'status', '--verbose']);
for (const name of ['ui', 'flows']) run('npm', ['pack', '--dry-run'], { cwd: `packages/${name}` });
console.log('\nDry run only: nothing was versioned or published.');
