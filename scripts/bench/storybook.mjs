// The design system's side: long tasks while scrolling DataTable's 10,000-row story at 4x slowdown,
// and the developer loop (Storybook's cold start to a first rendered story; a full static build).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { launchBrowser, throttleCpu } from './interaction.mjs';
import { cacheDir, freePort, median, requireFile, root, startProcess, waitForHttp } from './support.mjs';

const storybookBin = path.join(root, 'node_modules/.bin/storybook');
export const TABLE_STORY = 'data-datatable--ten-thousand-rows';
const FIRST_STORY = 'data-datatable--default';

/** `storybook build` into the bench cache (storybook-static is left alone); returns the folder and seconds. */
export function buildStorybook() {
  requireFile(storybookBin, 'run npm install first');
  const outDir = path.join(cacheDir, 'storybook-static');
  const started = Date.now();
  const build = spawnSync(storybookBin, ['build', '-o', outDir, '--quiet'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (build.status !== 0) throw new Error(`storybook build failed (exit ${build.status})`);
  return { outDir, seconds: (Date.now() - started) / 1000 };
}

/** Scrolls the table with the mouse wheel, as a person does, and counts the long tasks. */
async function scrollOnce(browser, origin) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(`${origin}/iframe.html?id=${TABLE_STORY}&viewMode=story&globals=a11y.manual:!true`);
    // Axe (addon-a11y) is switched off by the URL's global: it checks stories, it is not the table's cost.
    // The story's own play scrolls to the last row first; wait for it, then start from the top.
    await page.getByRole('rowheader', { name: 'Brick 10000' }).waitFor({ timeout: 60_000 });
    const scroller = page.getByRole('region', { name: 'Product Bricks' });
    await scroller.evaluate((el) => {
      el.scrollTop = 0;
    });
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const w = /** @type {any} */ (window);
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: 'longtask', buffered: false });
    });
    await throttleCpu(page);
    await scroller.hover();
    const started = Date.now();
    for (let i = 0; i < 60; i += 1) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(50);
    }
    // A jump to the end, as the scrollbar thumb does.
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await page.waitForTimeout(1000);
    const seconds = (Date.now() - started) / 1000;
    const scrolled = await scroller.evaluate((el) => el.scrollTop);
    const tasks = /** @type {number[]} */ (await page.evaluate(() => /** @type {any} */ (window).__longTasks));
    return { count: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0, total: tasks.reduce((a, b) => a + b, 0), seconds, scrolled };
  } finally {
    await page.close();
  }
}

export async function measureLongTasks(origin, samples, log) {
  const browser = await launchBrowser();
  try {
    const runs = [];
    for (let i = 0; i < samples; i += 1) {
      const run = await scrollOnce(browser, origin);
      log(`  scroll #${i + 1}: ${run.count} long tasks, longest ${Math.round(run.longest)} ms, ${Math.round(run.scrolled)} px in ${run.seconds.toFixed(1)} s`);
      runs.push(run);
    }
    return {
      samples: runs.length,
      count: median(runs.map((r) => r.count)),
      longest: median(runs.map((r) => r.longest)),
      total: median(runs.map((r) => r.total)),
    };
  } finally {
    await browser.close();
  }
}

/** `storybook dev --ci` from nothing to the first story rendered in its iframe. */
export async function measureColdStart(log) {
  requireFile(storybookBin, 'run npm install first');
  const port = await freePort();
  const started = Date.now();
  const dev = startProcess(storybookBin, ['dev', '--ci', '--no-open', '-p', String(port), '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  const browser = await launchBrowser();
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/iframe.html`, 300_000, (res) => res.ok);
    const serverUp = (Date.now() - started) / 1000;
    const page = await browser.newPage();
    await page.goto(`${origin}/iframe.html?id=${FIRST_STORY}&viewMode=story`, { timeout: 300_000 });
    await page.locator('#storybook-root table').first().waitFor({ timeout: 300_000 });
    const firstStory = (Date.now() - started) / 1000;
    log(`  storybook dev: server up after ${serverUp.toFixed(1)} s, first story rendered after ${firstStory.toFixed(1)} s`);
    return { serverUp, firstStory };
  } catch (error) {
    throw new Error(`${error instanceof Error ? error.message.split('\n')[0] : error}\n${dev.log()}`);
  } finally {
    await browser.close();
    dev.stop();
  }
}
