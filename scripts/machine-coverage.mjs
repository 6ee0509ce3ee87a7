// Machine-state coverage (issue 21): per machine in packages/flows, its resting states, the ones
// node tests reached, the ones a story shows (`parameters.machineStates`) and the ones shown
// nowhere. Exits 1 when a state is shown by no story AND reached by no node test, or a story
// declares a state that does not exist. Run it after the unit tests (`npm test` does): they
// record the states they reach in node_modules/.cache/joinery/machine-states.
//   node scripts/machine-coverage.mjs [--verbose]
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REACHED_DIR = 'node_modules/.cache/joinery/machine-states';
const OUT = 'node_modules/.cache/joinery/machine-coverage.mjs';
const verbose = process.argv.includes('--verbose');

function filesUnder(dir, test) {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '__screenshots__')
        found.push(...filesUnder(full, test));
    } else if (test(full)) found.push(full);
  }
  return found.sort();
}

const started = Date.now();
const flowFiles = filesUnder(
  'packages/flows/src',
  (f) => /\.ts$/.test(f) && !/\.(test|d)\.ts$/.test(f) && !f.includes('/testing/'),
);
const entry = [
  `export { coverageReport } from './scripts/machine-coverage/report.ts';`,
  ...flowFiles.map((f, i) => `import * as m${i} from './${f}';`),
  `export const modules = {${flowFiles.map((f, i) => `${JSON.stringify(f)}: m${i}`).join(', ')}};`,
].join('\n');
mkdirSync(path.dirname(OUT), { recursive: true });
await build({
  stdin: {
    contents: entry,
    resolveDir: process.cwd(),
    loader: 'ts',
    sourcefile: 'machine-coverage-entry.ts',
  },
  bundle: true,
  platform: 'node',
  format: 'esm',
  outfile: OUT,
  // Guard names come from function names: keep them as the unit run sees them.
  keepNames: true,
  logLevel: 'error',
});
const { coverageReport, modules } = await import(
  `${pathToFileURL(path.resolve(OUT)).href}?${Date.now()}`
);

const stories = ['packages', 'mocks'].flatMap((root) =>
  filesUnder(root, (f) => /\.stories\.tsx?$/.test(f)).map((file) => ({
    file,
    source: readFileSync(file, 'utf8'),
  })),
);
if (!existsSync(REACHED_DIR) || readdirSync(REACHED_DIR).length === 0) {
  console.error(
    `No record of the states node tests reach (${REACHED_DIR}): run the unit tests first (npx vitest run --project unit).`,
  );
  process.exit(2);
}
const records = readdirSync(REACHED_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => JSON.parse(readFileSync(path.join(REACHED_DIR, f), 'utf8')))
  // A record of a test file since deleted or renamed is no evidence.
  .filter((record) => existsSync(record.testFile));

const { lines, problems, totals } = coverageReport(modules, stories, records, verbose);
console.log(lines.join('\n'));
console.log(
  `\n${totals.machines} machines, ${totals.states} resting states: ${totals.reached} reached by node tests, ${totals.shown} shown by a story, ${totals.nowhere} shown nowhere (${((Date.now() - started) / 1000).toFixed(1)}s)`,
);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
