// Machine coverage (issues 21 and 30): per machine in packages/flows, its resting states and
// transitions reached by story plays (.storybook/flows/storyCoverage.json, written by the story
// test run), by node tests only (the unit run records them in node_modules/.cache/joinery/
// machine-states) and by nothing; the rules it fails on are in scripts/machine-coverage/report.ts.
// Run it after Vitest (`npm test` does). It writes .storybook/flows/nodeCoverage.json (what node
// tests reached, for the Flows/Coverage page) and the summary `npm test` prints at its end.
//   node scripts/machine-coverage.mjs [--verbose] [--shrink-allow-list]
import { build } from 'esbuild';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const REACHED_DIR = 'node_modules/.cache/joinery/machine-states';
const ALLOW_LIST = 'scripts/machine-coverage/notYetShown.json';
/** Transitions only node tests take, each with its reason (issue 45: at most 20). */
const NODE_ONLY = 'scripts/machine-coverage/nodeOnly.json';
const NODE_COVERAGE = '.storybook/flows/nodeCoverage.json';
const SUMMARY = 'node_modules/.cache/joinery/machine-coverage-summary.txt';
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
  `export { readStoryCoverage } from './scripts/machine-coverage/storyRuns.ts';`,
  `export { textHash } from './.storybook/flows/recorder.ts';`,
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
const { coverageReport, modules, readStoryCoverage, textHash } = await import(
  `${pathToFileURL(path.resolve(OUT)).href}?${Date.now()}`
);

const stories = ['packages', 'mocks', '.storybook'].flatMap((root) =>
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

const hashes = new Map(stories.map(({ file, source }) => [file, textHash(source)]));
const allowList = existsSync(ALLOW_LIST) ? JSON.parse(readFileSync(ALLOW_LIST, 'utf8')) : {};
const inputs = {
  modules,
  // Declarations are read from the screens' stories (the flow maps' own files declare none).
  stories: stories.filter(({ file }) => !file.startsWith('.storybook')),
  records,
  storyCoverage: readStoryCoverage(),
  hashOf: (file) => hashes.get(file),
  allowList,
  nodeOnlyReasons: existsSync(NODE_ONLY) ? JSON.parse(readFileSync(NODE_ONLY, 'utf8')) : {},
  verbose,
};
let report = coverageReport(inputs);
if (process.argv.includes('--init-allow-list') && !existsSync(ALLOW_LIST)) {
  // Once, when the rule arrived: every resting state no story reached then.
  const list = Object.fromEntries(
    report.tallies
      .filter((t) => t.statesWithoutStory.length)
      .map((t) => [`${t.domain}/${t.key}`, t.statesWithoutStory]),
  );
  writeFileSync(ALLOW_LIST, `${JSON.stringify(list, null, 1)}\n`);
  report = coverageReport({ ...inputs, allowList: list });
}
writeFileSync(NODE_COVERAGE, `${JSON.stringify(report.nodeCoverage, null, 1)}\n`);
if (process.argv.includes('--shrink-allow-list')) {
  // Only ever removes states: the list of states no story shows yet may only shrink.
  writeFileSync(ALLOW_LIST, `${JSON.stringify(report.shrunkAllowList, null, 1)}\n`);
  console.log(`${ALLOW_LIST}: ${Object.values(report.shrunkAllowList).flat().length} states left`);
  report = coverageReport({ ...inputs, allowList: report.shrunkAllowList });
}
const { lines, summary, problems } = report;
console.log(lines.join('\n'));
const seconds = ((Date.now() - started) / 1000).toFixed(1);
summary.push(`  (${seconds}s)`);
console.log(`\n${summary.join('\n')}`);
writeFileSync(SUMMARY, `${summary.join('\n')}\n`);
if (problems.length) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
