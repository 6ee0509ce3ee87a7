import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StoryCoverage } from '../../.storybook/flows/coverage';
import { textHash, type StoryRun } from '../../.storybook/flows/recorder';

/**
 * The story coverage file (issue 30): per story, the machine states and transitions its play
 * reached in the last story test run that ran it (.storybook/flows/recorder.ts records them in
 * the browser; the `recordStoryRun` command of vitest.config.ts's story project brings each
 * passed story's record here). Committed, so a static Storybook's maps show it; kept true by:
 * - a run replaces every entry of each story file it runs (stories removed or renamed vanish);
 * - each entry keeps the hash of its story file's source when it ran: the maps and
 *   scripts/machine-coverage.mjs treat an entry whose file has changed since as not measured.
 * One line per story, sorted, so a diff shows which stories reach something new.
 */
export const STORY_COVERAGE_FILE = '.storybook/flows/storyCoverage.json';

export interface RecordedStory {
  storyId: string;
  /** `Pages/Storefront/Checkout › Place Order` */
  name: string;
  /** Story file, from the repository root. */
  file: string;
  run: StoryRun;
}


export function readStoryCoverage(file = STORY_COVERAGE_FILE): StoryCoverage {
  if (!existsSync(file)) return {};
  return (JSON.parse(readFileSync(file, 'utf8')) as { stories?: StoryCoverage }).stories ?? {};
}

export function formatStoryCoverage(stories: StoryCoverage): string {
  const ids = Object.keys(stories).sort();
  const lines = ids.map((id) => `  ${JSON.stringify(id)}: ${JSON.stringify(stories[id])}`);
  return `{\n "about": "Written by the story test run (scripts/machine-coverage/storyRuns.ts): the machine states and transitions each story's play reached. Do not edit.",\n "stories": {\n${lines.join(',\n')}\n }\n}\n`;
}

/** The story file a Storybook `parameters.fileName` names, from the repository root. */
export const storyFile = (fileName: string) =>
  path.relative(process.cwd(), path.resolve(process.cwd(), fileName)).split(path.sep).join('/');

/**
 * The collector the story project's `recordStoryRun` command feeds (one per Vitest process): it
 * starts from the committed file, drops a story file's old entries when the first story of that
 * file reports, and writes the file shortly after each report and when the process ends.
 */
export function storyRunCollector(file = STORY_COVERAGE_FILE) {
  let stories: StoryCoverage | undefined;
  const filesRun = new Set<string>();
  const hashes = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (stories) writeFileSync(file, formatStoryCoverage(stories));
  };
  process.on('exit', write);
  return (story: RecordedStory) => {
    stories ??= readStoryCoverage(file);
    const source = storyFile(story.file);
    if (!filesRun.has(source)) {
      filesRun.add(source);
      for (const [id, entry] of Object.entries(stories)) if (entry.file === source) delete stories[id];
      hashes.set(source, existsSync(source) ? textHash(readFileSync(source, 'utf8')) : '');
    }
    const previous = stories[story.storyId];
    // A retried story adds what its second attempt reached to its first.
    const run: StoryRun = { ...previous?.run };
    for (const [id, reached] of Object.entries(story.run)) {
      const before = run[id];
      run[id] = before
        ? {
            states: [...new Set([...before.states, ...reached.states])].sort(),
            transitions: [...new Set([...before.transitions, ...reached.transitions])].sort(),
          }
        : reached;
    }
    stories[story.storyId] = { name: story.name, file: source, fileHash: hashes.get(source)!, run };
    if (timer) clearTimeout(timer);
    timer = setTimeout(write, 2000);
    timer.unref?.();
  };
}
