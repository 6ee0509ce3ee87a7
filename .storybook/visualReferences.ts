import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The visual references panel's pictures (issue 34), served to Storybook under `visual-references/`:
 *
 * - the committed references the story run compares against (.storybook/vitest.visual.ts):
 *   `<story folder>/__screenshots__/<File>.stories.tsx/<name>-chromium-linux.png`, where `<name>` is
 *   `screen-wide` (1280 px), `screen-phone` (390 px) or `matrix`;
 * - after a run in which a comparison failed, Vitest's new picture and the difference:
 *   `.vitest-attachments/<story folder>/<File>.stories.tsx/<name>-{actual,diff}-chromium-linux.png`.
 *
 * `visual-references/index.json` maps each story file (its path from the repository root) to the
 * pictures it has, with when they were written. The dev server answers from the disk on each
 * request (a run's new failure shows at the next story switch); a static build copies them in.
 */
export const VISUAL_REFERENCES_DIR = 'visual-references';

const SUFFIX = '-chromium-linux.png';
const NAMES = ['screen-wide', 'screen-phone', 'matrix'] as const;

export interface PictureSet {
  reference?: string;
  actual?: string;
  diff?: string;
  /** When the new picture was written (ms), so the panel can say which run it came from. */
  failedAt?: number;
}
/** Story file (e.g. `packages/pages/src/storefront/Checkout/Checkout.stories.tsx`) → name → pictures. */
export type VisualIndex = Record<string, Partial<Record<(typeof NAMES)[number], PictureSet>>>;

const SKIP = new Set(['node_modules', 'dist', 'storybook-static', '.git']);

function screenshotFolders(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.name === '__screenshots__') found.push(full);
    else screenshotFolders(full, found);
  }
  return found;
}

/** The index, and the files behind each picture's address (relative to `visual-references/`). */
export function collectVisualReferences(root: string): { index: VisualIndex; files: Map<string, string> } {
  const index: VisualIndex = {};
  const files = new Map<string, string>();
  const add = (absolute: string) => {
    const relative = path.relative(root, absolute).split(path.sep).join('/');
    files.set(relative, absolute);
    return `${VISUAL_REFERENCES_DIR}/${relative}`;
  };
  for (const scanRoot of ['packages', 'mocks', '.storybook'].map((dir) => path.join(root, dir)).filter(existsSync)) {
    for (const folder of screenshotFolders(scanRoot)) {
      for (const storyFolder of readdirSync(folder, { withFileTypes: true })) {
        if (!storyFolder.isDirectory()) continue;
        const storyFile = path.relative(root, path.join(path.dirname(folder), storyFolder.name)).split(path.sep).join('/');
        const attachments = path.join(root, '.vitest-attachments', path.dirname(storyFile), storyFolder.name);
        for (const name of NAMES) {
          const reference = path.join(folder, storyFolder.name, `${name}${SUFFIX}`);
          const actual = path.join(attachments, `${name}-actual${SUFFIX}`);
          const diff = path.join(attachments, `${name}-diff${SUFFIX}`);
          const set: PictureSet = {};
          if (existsSync(reference)) set.reference = add(reference);
          if (existsSync(actual)) {
            set.actual = add(actual);
            set.failedAt = statSync(actual).mtimeMs;
          }
          if (existsSync(diff)) set.diff = add(diff);
          if (Object.keys(set).length) (index[storyFile] ??= {})[name] = set;
        }
      }
    }
  }
  return { index, files };
}

/** Vite plugin: the pictures and their index, in `storybook dev` and in `storybook build`. */
export function visualReferencesPlugin(root: string): Plugin {
  const prefix = `/${VISUAL_REFERENCES_DIR}/`;
  return {
    name: 'joinery-visual-references',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const url = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        if (!url.startsWith(prefix)) return next();
        const { index, files } = collectVisualReferences(root);
        const wanted = url.slice(prefix.length);
        if (wanted === 'index.json') {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(JSON.stringify(index));
          return;
        }
        const file = files.get(wanted);
        if (!file) return next();
        response.setHeader('Content-Type', 'image/png');
        response.setHeader('Cache-Control', 'no-store');
        response.end(readFileSync(file));
      });
    },
    generateBundle() {
      const { index, files } = collectVisualReferences(root);
      this.emitFile({ type: 'asset', fileName: `${VISUAL_REFERENCES_DIR}/index.json`, source: JSON.stringify(index) });
      for (const [relative, file] of files)
        this.emitFile({ type: 'asset', fileName: `${VISUAL_REFERENCES_DIR}/${relative}`, source: readFileSync(file) });
    },
  };
}
