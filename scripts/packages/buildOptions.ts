// The build both published packages share (tsdown on rolldown, issue 44; docs/decisions.md):
// preserved modules (one output file per source module, so `@joinery/ui/Button` pulls in only what
// it imports), ESM only, source maps and .d.ts files with declaration maps, and a `"use client"`
// banner on exactly the modules that use React's hooks or context, or a browser global, so a
// React Server Components app can import the others on the server.
import { readFileSync } from 'node:fs';
import type { UserConfig } from 'tsdown';

/** Runtime React imports (not `import type`), React-only libraries, or browser globals. */
const CLIENT_ONLY =
  /^import\s+(?!type\b)[^;]*from\s+'(react|react-dom|@xstate\/react|radix-ui|@radix-ui\/[^']+|@tanstack\/react-[^']+|@lexical\/react\/[^']+|react-imask|react-day-picker)'|\b(window|document|localStorage|sessionStorage|navigator|requestAnimationFrame|matchMedia)\b[.(]/m;

/** Does the source module an output chunk was made from need `"use client"`? */
export function needsUseClient(chunk: { fileName: string; facadeModuleId: string | null }): boolean {
  const source = chunk.facadeModuleId;
  if (!chunk.fileName.endsWith('.js') || !source || !/\.tsx?$/.test(source) || /\.css\.ts$/.test(source)) return false;
  return CLIENT_ONLY.test(readFileSync(source, 'utf8'));
}

export function packageBuild(packageDir: string, entry: string[], extra: Partial<UserConfig> = {}): UserConfig {
  return {
    cwd: packageDir,
    entry,
    unbundle: true,
    root: 'src',
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    sourcemap: true,
    hash: false,
    clean: true,
    tsconfig: 'tsconfig.build.json',
    dts: { sourcemap: true },
    report: false,
    ...extra,
    // rolldown's own banner hook (tsdown 0.21's `banner` keeps the first chunk's answer for all).
    outputOptions: { ...extra.outputOptions, postBanner: (chunk) => (needsUseClient(chunk) ? '"use client";' : '') },
  };
}
