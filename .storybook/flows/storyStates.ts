import { storyNameFromExport, toId } from 'storybook/internal/csf';

/**
 * Which machine states each page story shows, read from the stories' own source: a story
 * declares them in its parameters as a plain literal,
 *
 *     parameters: { machineStates: { checkout: ['ready.placing'] } },
 *
 * keyed by the machine's key (its export name less `Machine`) with dotted state paths. Read as
 * text, so the maps and scripts/machine-coverage.mjs need not load every story to know.
 */
export interface StoryStates {
  storyId: string;
  /** `Pages/Storefront/Checkout › Place Order Pending` */
  name: string;
  file: string;
  /** machine key → state paths */
  states: Record<string, string[]>;
}

export const storyId = (title: string, exportName: string) =>
  toId(title, storyNameFromExport(exportName));

/** The text of a balanced `{ … }` starting at `open`. */
function braced(source: string, open: number): string {
  let depth = 0;
  for (let i = open; i < source.length; i += 1) {
    if (source[i] === '{') depth += 1;
    else if (source[i] === '}') {
      depth -= 1;
      if (depth === 0) return source.slice(open + 1, i);
    }
  }
  return source.slice(open + 1);
}

function parseStates(literal: string): Record<string, string[]> {
  const states: Record<string, string[]> = {};
  for (const [, key, list] of literal.matchAll(/['"]?(\w+)['"]?\s*:\s*\[([^\]]*)\]/g)) {
    states[key!] = [...list!.matchAll(/['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  }
  return states;
}

export function storyStatesIn(file: string, source: string): StoryStates[] {
  const title = /\btitle:\s*['"]([^'"]+)['"]/.exec(source)?.[1];
  if (!title || !source.includes('machineStates')) return [];
  const exports = [...source.matchAll(/^export const (\w+)\b/gm)];
  const found: StoryStates[] = [];
  exports.forEach((match, i) => {
    const start = match.index;
    const end = exports[i + 1]?.index ?? source.length;
    const body = source.slice(start, end);
    const at = /machineStates:\s*\{/.exec(body);
    if (!at) return;
    const exportName = match[1]!;
    found.push({
      storyId: storyId(title, exportName),
      name: `${title} › ${storyNameFromExport(exportName)}`,
      file,
      states: parseStates(braced(body, at.index + at[0].length - 1)),
    });
  });
  return found;
}

/** machine key → state path → the stories that show it. */
export type ShownBy = Map<string, Map<string, StoryStates[]>>;

export function shownByIndex(stories: StoryStates[]): ShownBy {
  const index: ShownBy = new Map();
  for (const story of stories) {
    for (const [key, paths] of Object.entries(story.states)) {
      if (!index.has(key)) index.set(key, new Map());
      const byPath = index.get(key)!;
      for (const path of paths) {
        if (!byPath.has(path)) byPath.set(path, []);
        byPath.get(path)!.push(story);
      }
    }
  }
  return index;
}
