// `npm run test:visual:update`: re-takes the screenshot references on purpose after an intended
// visual change (.storybook/vitest.visual.ts): the components' `Matrix` stories, then the one story
// of each screen tagged `screenshot` (wide and phone). Only those stories run, not the whole suite.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { storyNameFromExport } from 'storybook/internal/csf';

/** @param {string} dir @returns {string[]} */
const storyFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__screenshots__' ? [] : storyFiles(path);
    return entry.name.endsWith('.stories.tsx') ? [path] : [];
  });

/** A story is tagged when `tags: [..., 'screenshot', ...]` opens its object. */
const TAGGED = /export const (\w+)(?::[^=]+)? = \{\s*tags: \[[^\]]*'screenshot'/g;
const files = [];
const names = new Set();
for (const file of storyFiles('packages/pages/src')) {
  const found = [...readFileSync(file, 'utf8').matchAll(TAGGED)].map((match) => storyNameFromExport(match[1]));
  if (found.length === 0) continue;
  files.push(file);
  for (const name of found) names.add(name);
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const vitest = (args) => {
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'storybook', '--update=all', ...args], { stdio: 'inherit' });
  if (run.status !== 0) process.exit(run.status ?? 1);
};

console.log('Matrix stories of the design system:');
vitest(['-t', '^Matrix$']);
console.log(`Screens: ${names.size} story names in ${files.length} files.`);
vitest(['-t', `^(${[...names].map(escape).join('|')})$`, ...files]);
