// `npm run chromatic`: publish Storybook for hosted review when a project token is set.
// Chromatic retries DNS forever when offline, so the run is bounded.
import { spawn } from 'node:child_process';

const TIMEOUT_MS = 10 * 60 * 1000;
if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log('CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic publish.');
  process.exit(0);
}
const child = spawn('npx', ['chromatic', '--exit-zero-on-changes', '--build-script-name', 'build:storybook'], {
  stdio: 'inherit',
  detached: true,
});
const timer = setTimeout(() => {
  console.error(`Chromatic did not finish within ${TIMEOUT_MS / 60000} minutes (offline?): stopping it.`);
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
  process.exit(1);
}, TIMEOUT_MS);
child.on('exit', (code) => {
  clearTimeout(timer);
  process.exit(code ?? 1);
});
