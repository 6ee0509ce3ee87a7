import type { ElementHandle, Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Keyboard-only journeys (issue 46), shared by the storefront's and the back office's: the focus
 * check run after every key, and key presses that check it. Only Tab, Shift+Tab, Enter, Space,
 * the arrows, Home/End, Escape and typing into the focused field.
 */

interface Look {
  /** `role "name"`, or `body`, `removed`, `hidden <tag>`. */
  where: string;
  /** Focus is on `target` (when one was given). */
  isTarget: boolean;
  /** `target` has left the page (React replaced it): look it up again. */
  targetGone: boolean;
}

/**
 * Where focus is, as a screen reader would name it: `role "name"` (the first line of the focused
 * element's ARIA snapshot), or `body`, `removed`, `hidden <tag>` when it is nowhere a person can see.
 * A focused element inside an open shadow root or a same-origin iframe is the one that counts.
 * Two round trips to the page: tabbing through a screen is most of a keyboard journey's time.
 */
async function look(page: Page, target?: ElementHandle<Element>): Promise<Look> {
  let frame = page.mainFrame();
  let isTarget = false;
  let targetGone = false;
  for (let depth = 0; depth < 3; depth += 1) {
    const seen = await frame.evaluate(
      (goal) => {
        for (const marked of document.querySelectorAll('[data-e2e-focus]'))
          marked.removeAttribute('data-e2e-focus');
        let active = document.activeElement;
        while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
        const found = {
          isTarget: goal !== null && goal === active,
          targetGone: goal !== null && !goal.isConnected,
        };
        if (!active || active === document.body || active === document.documentElement)
          return { ...found, where: 'body' };
        if (!active.isConnected) return { ...found, where: 'removed' };
        if (active instanceof HTMLIFrameElement) return { ...found, where: 'iframe' };
        const box = active.getBoundingClientRect();
        const visible =
          box.width > 0 &&
          box.height > 0 &&
          active.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        if (!visible) return { ...found, where: `hidden <${active.tagName.toLowerCase()}>` };
        // Marks the element so its accessibility line is read for it alone (until the next look).
        active.setAttribute('data-e2e-focus', '');
        return { ...found, where: 'visible' };
      },
      depth === 0 ? (target ?? null) : null,
    );
    if (depth === 0) ({ isTarget, targetGone } = seen);
    if (seen.where === 'iframe') {
      const child = await frame
        .locator('iframe:focus')
        .elementHandle()
        .then((handle) => handle?.contentFrame());
      if (!child) return { where: 'cross-origin iframe', isTarget, targetGone };
      frame = child;
      continue;
    }
    if (seen.where !== 'visible') return { where: seen.where, isTarget, targetGone };
    // Focus can move (and the marked element go) between the mark and this read: that is a
    // look with no answer yet, and the caller looks again, rather than a failed step. On a loaded
    // two-core machine (the journeys run beside the package checks) one read can take over a
    // second with focus resting on a link: in a fresh-clone run three 1 s reads in a row found
    // "moving" after the main menu's Scope of Work link was followed, focus on that link throughout.
    const snapshot = await frame
      .locator('[data-e2e-focus]')
      .ariaSnapshot({ timeout: 2_500 })
      .catch(() => undefined);
    if (snapshot === undefined) return { where: 'moving', isTarget, targetGone };
    const [line = ''] = snapshot.split('\n');
    // `- role "name"`, with its text after a colon; YAML quotes a line whose name holds a colon.
    const entry = line.replace(/^- /, '');
    const quoted = /^'((?:[^']|'')*)'/.exec(entry);
    const where = quoted
      ? `${quoted[1]?.replace(/''/g, "'")}${entry.slice(quoted[0].length)}`
      : entry.replace(/:$/, '');
    return { where, isTarget, targetGone };
  }
  return { where: 'nested iframes', isTarget, targetGone };
}

/** Where focus is: `role "name"`, or `body`, `removed`, `hidden <tag>`. */
export async function describeFocus(page: Page): Promise<string> {
  return (await look(page)).where;
}

/** A role other than generic and a non-blank name in quotes: `button "Save"`, `textbox "City": Columbus`. */
const named = /^(?!generic\b|none\b|presentation\b)[a-z]+ "[^"]*\S[^"]*"/;

/** The focus check, polled for a moment: a dialog's focus trap and returned focus land in the frames after the key. */
async function checkFocus(
  page: Page,
  step: string,
  expected?: string | RegExp,
  target?: ElementHandle<Element>,
): Promise<Look> {
  let seen: Look = { where: '', isTarget: false, targetGone: false };
  const ok = () =>
    named.test(seen.where) &&
    (expected === undefined ||
      (typeof expected === 'string' ? seen.where.startsWith(expected) : expected.test(seen.where)));
  const deadline = Date.now() + 6_000;
  do {
    seen = await look(page, target);
    if (ok()) return seen;
    await page.waitForTimeout(50);
  } while (Date.now() < deadline);
  throw new Error(
    `After "${step}", focus is on ${seen.where}: expected a visible, named element${expected === undefined ? '' : ` matching ${String(expected)}`}`,
  );
}

/**
 * Focus sits on a visible element with an accessible name (and, if given, the expected one), never on
 * <body> nor on a removed node. Fails naming the step and where focus was.
 */
export async function expectFocusOnNamedVisible(
  page: Page,
  step: string,
  expected?: string | RegExp,
): Promise<string> {
  return (await checkFocus(page, step, expected)).where;
}

/** One key, then the focus check. */
export async function press(
  page: Page,
  key: string,
  step: string,
  expected?: string | RegExp,
): Promise<string> {
  await page.keyboard.press(key);
  return expectFocusOnNamedVisible(page, `${step} (${key})`, expected);
}

/** Text typed into the focused field, then the focus check (focus must still be there). */
export async function typeText(page: Page, text: string, step: string): Promise<void> {
  await page.keyboard.type(text);
  await expectFocusOnNamedVisible(page, `${step} (typed)`);
}

/**
 * Tab (or Shift+Tab) until `target` has focus, checking focus after every press; fails after `max`
 * presses, listing where focus went. A person tabs through a screen the same way.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  step: string,
  { backwards = false, max = 60 } = {},
): Promise<void> {
  const key = backwards ? 'Shift+Tab' : 'Tab';
  const trail: string[] = [];
  let handle = await target.elementHandle();
  if (await handle.evaluate((element) => element === document.activeElement)) return;
  for (let count = 0; count < max; count += 1) {
    await page.keyboard.press(key);
    const seen = await checkFocus(page, `${step} (${key})`, undefined, handle);
    if (seen.isTarget) return;
    trail.push(seen.where);
    if (seen.targetGone) handle = await target.elementHandle();
  }
  throw new Error(
    `${step}: ${max} × ${key} never reached ${target.toString()}; focus went ${trail.join(' → ')}`,
  );
}

/** Tab to a field, type into it, check focus. */
export async function tabAndType(
  page: Page,
  field: Locator,
  text: string,
  step: string,
): Promise<void> {
  await tabTo(page, field, step);
  await typeText(page, text, step);
}

/** Focus is on exactly this element. */
export async function expectFocused(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
}

/**
 * What the page's live regions say from now on, kept as it is said. Radix speaks a toast through a
 * status region that lives about a second, shorter than Playwright's 500 ms polls can be sure to
 * see on a loaded machine (the keyboard back-office journey once missed "Record saved" so); the
 * toast's own box carries no role. Call before the key that should be spoken about; the recorder
 * lasts until the next full page load.
 */
export async function listenForAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { joineryHeard: string[] }).joineryHeard = heard;
    const live = '[role="status"], [role="alert"], [aria-live="polite"], [aria-live="assertive"]';
    const listen = () => {
      for (const region of document.querySelectorAll(live)) {
        const text = region.textContent?.replace(/\s+/g, ' ').trim();
        if (text && !heard.includes(text)) heard.push(text);
      }
    };
    new MutationObserver(listen).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(window as unknown as { joineryHeard: string[] }).joineryHeard]);
}
