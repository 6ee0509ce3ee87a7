import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axeCore from 'axe-core';
import { test as base, expect, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { calls, type CallId } from '@joinery/flows/api/calls';
import { e2eOrigins } from './servers.mjs';

/**
 * Every journey's page watches for what a person would not notice but a release must not ship:
 * console errors, uncaught exceptions, failed requests, Content-Security-Policy violations and
 * scripts run by hostile data. Each one fails the journey, at its end at the latest; a journey
 * that injects a fault on purpose declares it first with `journey.expectFault('checkout.placeOrder')`.
 */
export interface Problems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
  cspViolations: string[];
  /** Calls to alert/confirm/prompt or window.__xss: hostile text that ran. */
  scriptsRun: string[];
}

export interface Journey {
  /** The call's requests may fail (and Chromium log them as errors): the journey injected the fault. */
  expectFault(call: CallId): void;
  /** What has gone wrong so far. */
  problems(): Problems;
}

/** Our own servers; the identity provider's pages are someone else's, judged only for CSP and scripts. */
const ownOrigins: string[] = [e2eOrigins.mockSite, e2eOrigins.oidcSite];
const isOwn = (url: string) => ownOrigins.some((origin) => url.startsWith(origin));

/** Runs in every frame before the page's own scripts: the CSP listener and the hostile-script guard. */
function watchPage() {
  const report = (window as unknown as { __e2eReport: (kind: string, detail: string) => void }).__e2eReport;
  document.addEventListener('securitypolicyviolation', (event) => {
    report('csp', `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} (${event.sample})`);
  });
  const guard =
    (name: string) =>
    (...args: unknown[]) => {
      report('script', `${name}(${args.map(String).join(', ')}) at ${location.href}`);
      return undefined;
    };
  Object.assign(window, { __xss: guard('__xss'), alert: guard('alert'), confirm: guard('confirm'), prompt: guard('prompt') });

  // The navigation trail (issue 36): what was clicked and how the address moved, so a journey that
  // fails where a click went nowhere says which element took the click and what the app did next.
  if (window.top !== window) return;
  const started = performance.now();
  const trail = (detail: string) => report('trail', `${((performance.now() - started) / 1000).toFixed(2)} s ${detail}`);
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return String(target);
    const named = target.closest('a,button,[role]') ?? target;
    const text = (named.getAttribute('aria-label') ?? named.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    return `${named.tagName.toLowerCase()}${named.getAttribute('href') ? `[href=${named.getAttribute('href')}]` : ''} "${text}"`;
  };
  trail(`document ${location.pathname}${location.search}`);
  // Bubbling listeners on the window run after the app's own: they see whether it prevented the default.
  for (const type of ['pointerdown', 'click'] as const)
    window.addEventListener(type, (event) => {
      const shown = type === 'pointerdown' ? ` at ${location.pathname}, showing "${document.querySelector('main h1')?.textContent?.trim() ?? 'no h1'}"` : '';
      trail(`${type} on ${describe(event.target)}${event.defaultPrevented ? ' (default prevented)' : ''}${shown}`);
    });
  const { pushState, replaceState, back, go } = History.prototype;
  History.prototype.pushState = function (data, unused, url) {
    trail(`pushState ${String(url)}`);
    return pushState.call(this, data, unused, url);
  };
  History.prototype.replaceState = function (data, unused, url) {
    trail(`replaceState ${String(url)}`);
    return replaceState.call(this, data, unused, url);
  };
  History.prototype.back = function () {
    trail('history.back()');
    return back.call(this);
  };
  History.prototype.go = function (delta) {
    trail(`history.go(${String(delta)})`);
    return go.call(this, delta);
  };
  window.addEventListener('popstate', () => trail(`popstate to ${location.pathname}${location.search}`));
}

function describeConsole(message: ConsoleMessage): string {
  const { url, lineNumber } = message.location();
  return `${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
}

export const test = base.extend<{ journey: Journey }>({
  journey: [
    async ({ page }, use, testInfo) => {
      const problems: Problems = { consoleErrors: [], pageErrors: [], failedRequests: [], cspViolations: [], scriptsRun: [] };
      const expected: RegExp[] = [];
      const isExpected = (text: string) => expected.some((pattern) => pattern.test(text));

      const trail: string[] = [];
      await page.exposeBinding('__e2eReport', (_source, kind: string, detail: string) => {
        if (kind === 'trail') trail.push(detail);
        else if (kind === 'csp') problems.cspViolations.push(detail);
        else problems.scriptsRun.push(detail);
      });
      await page.addInitScript(watchPage);
      page.on('console', (message) => {
        // The identity provider's own pages (its favicon, say) are not the site's to answer for.
        if (message.type() !== 'error' || !isOwn(message.page()?.url() ?? '')) return;
        const text = describeConsole(message);
        // Chromium's own line for a failed response names the status, its location the URL.
        if (isExpected(text)) return;
        problems.consoleErrors.push(text);
      });
      page.on('pageerror', (error) => problems.pageErrors.push(`${error.name}: ${error.message}`));
      page.on('dialog', (dialog) => {
        // The browser's own "Leave site?" (an edited dialog's beforeunload) is no script; it is
        // answered "stay" like every dialog here.
        if (dialog.type() !== 'beforeunload') problems.scriptsRun.push(`${dialog.type()} dialog: ${dialog.message()}`);
        void dialog.dismiss();
      });
      page.on('requestfailed', (request) => {
        const reason = request.failure()?.errorText ?? 'failed';
        // The app aborts what it no longer needs (an unmounted screen, a superseded search).
        if (reason === 'net::ERR_ABORTED') return;
        if (isOwn(request.url()) && !isExpected(request.url())) problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
      });
      page.on('response', (response) => {
        if (response.status() < 400 || !isOwn(response.url()) || isExpected(response.url())) return;
        problems.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
      });

      await use({
        expectFault: (call) => expected.push(callPattern(call)),
        problems: () => problems,
      });

      // A failed attempt (a retried one too) prints where the user's clicks went (issue 36).
      if (testInfo.status !== testInfo.expectedStatus && trail.length > 0) {
        await testInfo.attach('navigation trail', { body: trail.join('\n'), contentType: 'text/plain' });
        console.log(`Navigation trail of "${testInfo.title}" (last ${Math.min(40, trail.length)} of ${trail.length}):\n${trail.slice(-40).join('\n')}`);
      }

      expectNoProblems(problems);
    },
    { auto: true },
  ],
});

export { expect };

/** A call's URL as the call table names it (`:id` stands for one path segment), in a request or a console line. */
function callPattern(call: CallId): RegExp {
  const path = calls[call].path
    .split(/(:[A-Za-z]+)/)
    .map((part) => (part.startsWith(':') ? '[^/?#]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`${path}(?:[?#:\\s)]|$)`, 'i');
}

function expectNoProblems(problems: Problems): void {
  const found = Object.entries(problems).flatMap(([kind, list]) => (list as string[]).map((item) => `${kind}: ${item}`));
  expect(found, 'console errors, page errors, failed requests, CSP violations or hostile scripts').toEqual([]);
}

/** axe-core's own build, put into a page the first time a check runs there. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe finds no violation on the page as it is now, and nothing has gone wrong so far. Call it
 * after each step that changes what the user sees, once its animations have ended. Rules are
 * axe's defaults, as the stories use.
 *
 * axe-core runs in the page itself, put in once per document and asked for violations only:
 * `@axe-core/playwright` injected it again on every check and aggregated in a second, blank page,
 * 2.7 s a check on the checkout page against 0.2 s here (measured alone; our pages have no frames).
 */
export async function expectAccessible(page: Page, journey?: Journey): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(async () => {
    // A dialog fades in: axe measured its colours at part opacity, and on a slow machine (CI) that
    // read as a contrast failure. Checks run on what the user ends up seeing, so every animation
    // that ends (not a spinner's endless turn) finishes first.
    const ending = document.getAnimations().filter((animation) => {
      const end = animation.effect?.getComputedTiming().endTime;
      return typeof end === 'number' && Number.isFinite(end);
    });
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
    const { axe } = window as unknown as { axe: typeof axeCore };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
  });
  const violations = found.map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.targets.join('\n    ')}`);
  expect(violations, `axe on ${page.url()}`).toEqual([]);
  if (journey) expectNoProblems(journey.problems());
}

/**
 * Picks an option from a select (ui's Select, Radix) as a mouse user does: a click on the box, a
 * click on the option, and the choice shown in the box. While the list is open the rest of the
 * page is hidden from the accessibility tree, so a pick that did not land left the next step unable
 * to find its field for 30 s with no word of why (the order checkout's Postal Code, once in a
 * fresh-clone run; the template dialog's next box, once). Radix drops a release it takes for the
 * end of the press that opened the list; a user who sees the list still open clicks again, and so
 * does this, within the same 30 s, then checks the box shows the choice.
 */
export async function chooseOption(page: Page, combobox: Locator, option: Locator, shown?: string | RegExp): Promise<void> {
  await combobox.click();
  const openList = page.locator('[role="listbox"][data-state="open"]');
  await expect(openList).toBeVisible();
  await expect(async () => {
    if ((await openList.count()) > 0) await option.click({ timeout: 5_000 });
    await expect(openList, 'the list closes once the option is picked').toHaveCount(0, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  if (shown !== undefined) await expect(combobox).toHaveText(shown);
}

/** The narrowest phone the storefront and back office support. */
export const PHONE_WIDTH = 390;

/**
 * At 390 px nothing makes the page scroll sideways. The viewport is put back afterwards, so
 * a journey can check each route where it stands.
 */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const original = page.viewportSize();
  await page.setViewportSize({ width: PHONE_WIDTH, height: original?.height ?? 800 });
  try {
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const root = document.documentElement;
            const overflowing = root.scrollWidth - root.clientWidth;
            if (overflowing <= 0) return 'fits';
            const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
              .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
              .slice(0, 3)
              .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}.${[...element.classList].join('.')}`);
            return `${overflowing}px too wide: ${culprits.join(', ')}`;
          }),
        { message: `horizontal overflow at ${PHONE_WIDTH}px on ${page.url()}`, timeout: 3_000 },
      )
      .toBe('fits');
  } finally {
    if (original) await page.setViewportSize(original);
  }
}
