// API reports (issue 44): API Extractor reads each package's built declarations and writes its
// public API to packages/<name>/api-report/<name>.api.md, which is committed. In `npm test`
// (scripts/packages/check.mjs) a report that differs from the build fails the step, so every
// change to the public API shows up in review; `npm run api:update` writes the new reports.
// @joinery/flows has one entry per folder (`@joinery/flows/storefront/checkout`, …): its report
// reads them all through one generated file that exports each subpath as a namespace.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The JavaScript subpaths a package's `exports` offers, from its built declarations ('.', './Button', './api/storefront/checkout'). */
export function entryPoints(name) {
  const dist = path.join(root, 'packages', name, 'dist');
  const declarations = readdirSync(dist, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'));
  const subpaths = new Set(['.']);
  for (const file of declarations) {
    if (file.endsWith('/index.d.ts')) subpaths.add(`./${file.slice(0, -'/index.d.ts'.length)}`);
    else if (name === 'flows' && file.startsWith('api/')) subpaths.add(`./${file.slice(0, -'.d.ts'.length)}`);
  }
  if (name === 'ui') for (const subpath of [...subpaths]) if (subpath.split('/').length > 2) subpaths.delete(subpath);
  return [...subpaths].sort();
}

/** A report with each run of string- or number-literal union members (`"a" | "b"`, `1 | 2`) in sorted order. */
export function unionsSorted(text) {
  return text
    .replace(/"[^"\n]*"(?: \| "[^"\n]*")+/g, (union) => union.split(' | ').sort().join(' | '))
    .replace(/\b\d+(?: \| \d+)+\b/g, (union) => union.split(' | ').sort().join(' | '));
}

/**
 * What the comparison reads: the report's tokens (names, literals, punctuation) as a sorted list.
 * TypeScript prints the members of an inferred union (a machine's states, guards, actors, events)
 * in the order it met them, and that order differs between two builds of the same source (seen:
 * two clean builds of one commit, 20 lines apart); an added, removed or renamed part of the API
 * still changes the tokens.
 */
export function comparable(text) {
  return (text.match(/[A-Za-z_$][\w$]*|\d+|"[^"\n]*"|'[^'\n]*'|\S/g) ?? []).sort().join(' ');
}

/** Runs API Extractor on one package; `update` writes the report, else a difference fails. */
export function apiReport(name, { update = false } = {}) {
  const packageFolder = path.join(root, 'packages', name);
  const reportFolder = path.join(packageFolder, 'api-report');
  mkdirSync(reportFolder, { recursive: true });
  let entry = 'dist/index.d.ts';
  const generated = path.join(packageFolder, 'dist/api-report-entry.d.ts');
  if (name === 'flows') {
    const lines = entryPoints(name)
      .filter((subpath) => subpath !== '.')
      .map((subpath) => {
        const file = existsSync(path.join(packageFolder, 'dist', subpath, 'index.d.ts')) ? `${subpath}/index.js` : `${subpath}.js`;
        return `export * as ${subpath.slice(2).replace(/[^A-Za-z0-9]+(.)/g, (_, letter) => letter.toUpperCase())} from '${file}';`;
      });
    writeFileSync(generated, `export * from './index.js';\n${lines.join('\n')}\n`);
    entry = 'dist/api-report-entry.d.ts';
  }
  const config = ExtractorConfig.prepare({
    configObject: {
      projectFolder: packageFolder,
      mainEntryPointFilePath: path.join(packageFolder, entry),
      compiler: {
        overrideTsconfig: {
          compilerOptions: { target: 'ES2022', module: 'ESNext', moduleResolution: 'bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, lib: ['ES2023', 'DOM'] },
          include: [entry],
        },
      },
      apiReport: { enabled: true, reportFolder, reportTempFolder: path.join(root, 'node_modules/.cache/joinery/api-report', name), reportFileName: `${name}.api.md` },
      docModel: { enabled: false },
      dtsRollup: { enabled: false },
      tsdocMetadata: { enabled: false },
      messages: {
        compilerMessageReporting: { default: { logLevel: 'warning' } },
        // The report notes these in place; they are not failures of the API.
        extractorMessageReporting: {
          default: { logLevel: 'none' },
          'ae-wrong-input-file-type': { logLevel: 'warning' },
        },
        tsdocMessageReporting: { default: { logLevel: 'none' } },
      },
    },
    configObjectFullPath: path.join(packageFolder, 'api-extractor.json'),
    packageJsonFullPath: path.join(packageFolder, 'package.json'),
  });
  try {
    const result = Extractor.invoke(config, {
      localBuild: update,
      showVerboseMessages: false,
      // Its own lines ("Analysis will use…", the copy hint) say less than the line printed below.
      messageCallback: (message) => {
        if (message.logLevel !== 'error') message.handled = true;
      },
    });
    const report = path.join(reportFolder, `${name}.api.md`);
    const fresh = path.join(root, 'node_modules/.cache/joinery/api-report', name, `${name}.api.md`);
    // TypeScript prints an inferred union's members in the order it met them, which differs between
    // builds of the same source: the comparison reads the reports' tokens (comparable), not API
    // Extractor's own line-by-line verdict (its apiReportChanged), and fails only on its errors.
    const same = update || (existsSync(fresh) && comparable(readFileSync(report, 'utf8')) === comparable(readFileSync(fresh, 'utf8')));
    return { ok: result.errorCount === 0 && same, report: path.relative(root, report), fresh };
  } finally {
    rmSync(generated, { force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const update = process.argv.includes('--update');
  let ok = true;
  for (const name of ['ui', 'flows']) {
    const result = apiReport(name, { update });
    console.log(`  ${result.report}: ${update ? 'written' : result.ok ? 'current' : 'differs from the build (the public API changed): review the difference, then npm run api:update and commit it'}`);
    if (!update && !result.ok) {
      // What changed, so the failure reads as the API change it is.
      const committed = path.join(os.tmpdir(), `joinery-${name}.committed.api.md`);
      const built = path.join(os.tmpdir(), `joinery-${name}.built.api.md`);
      writeFileSync(committed, unionsSorted(readFileSync(path.join(root, result.report), 'utf8')));
      writeFileSync(built, unionsSorted(readFileSync(result.fresh, 'utf8')));
      const diff = spawnSync('diff', ['-u', '--label', `${result.report} (committed)`, '--label', 'the build', committed, built], { encoding: 'utf8' });
      console.log(diff.stdout.split('\n').slice(0, 80).join('\n'));
    }
    ok &&= update || result.ok;
  }
  if (!ok) process.exit(1);
}
