// Lighthouse (mobile, simulated throttling: its defaults) on each storefront route and on the floor page.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromeFlags, chromiumPath, median, requireChromium, requireModule } from './support.mjs';

/** `-- --keep-reports`: each run's Lighthouse report (JSON) is kept here, to read its LCP element and request chains. */
const keepDir = process.argv.includes('--keep-reports') ? path.resolve('node_modules/.cache/joinery/bench/lighthouse') : undefined;

/** One Lighthouse run in a fresh Chromium; the figures the report needs. */
async function runOnce(lighthouse, chromeLauncher, url) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (keepDir) {
      mkdirSync(keepDir, { recursive: true });
      writeFileSync(path.join(keepDir, `${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}-${Date.now()}.json`), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id) => lhr.audits[id]?.numericValue;
    const items = /** @type {any} */ (lhr.audits['resource-summary']?.details)?.items ?? [];
    const script = items.find((item) => item.resourceType === 'script');
    return {
      score: lhr.categories.performance.score === null ? undefined : Math.round(lhr.categories.performance.score * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      jsBytes: script?.transferSize,
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings ?? [],
    };
  } finally {
    await chrome.kill();
  }
}

/**
 * Measures each page `samples` times and keeps the median of each figure.
 * @param {{ name: string, url: string }[]} pages
 */
export async function measureLighthouse(pages, samples, log) {
  requireChromium();
  const { default: lighthouse } = await requireModule('lighthouse', 'run npm install (it is a devDependency)');
  const chromeLauncher = await requireModule('chrome-launcher', 'it comes with lighthouse: run npm install');
  const rows = [];
  for (const page of pages) {
    const runs = [];
    let error;
    for (let i = 0; i < samples; i += 1) {
      try {
        runs.push(await runOnce(lighthouse, chromeLauncher, page.url));
        log(`  lighthouse ${page.name} #${i + 1}: score ${runs.at(-1).score}, LCP ${Math.round(runs.at(-1).lcp)} ms`);
      } catch (e) {
        error = e instanceof Error ? e.message : String(e);
        log(`  lighthouse ${page.name} #${i + 1} failed: ${error}`);
      }
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    rows.push({
      name: page.name,
      path: page.path,
      samples: runs.length,
      score: pick('score'),
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      jsBytes: pick('jsBytes'),
      finalUrl: runs[0]?.finalUrl,
      error: runs.length ? undefined : error,
    });
  }
  return rows;
}
