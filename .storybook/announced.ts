/**
 * Outcomes spoken (issue 46): a play asserts that the result of an action is announced to a
 * screen reader, as the virtual screen reader (@guidepup/virtual-screen-reader) hears it.
 *
 * ```ts
 * import { expectAnnounced } from '../../../../.storybook/announced';
 *
 * // News: a live region of role="status" (or aria-live="polite") speaks it.
 * await expectAnnounced(() => userEvent.click(addToCart), 'polite', /Added to your cart/);
 * // Errors and refusals: role="alert" (or aria-live="assertive").
 * await expectAnnounced(() => userEvent.click(placeOrder), 'assertive', /card was declined/);
 * // Or the screen moves focus to the outcome: the reader speaks the focused element ("heading, Order placed, level 1").
 * await expectAnnounced(() => userEvent.click(placeOrder), 'focus', /^heading, Thank you/);
 * ```
 *
 * The reader starts just before the action and stops once the phrase is heard (or the wait times
 * out); only what it says after the action counts. A live region is heard when its content changes
 * while the region is already on the page: a `role="alert"` box inserted together with its text is
 * not (the reader sees no change inside a live region; only some screen readers speak an alert as it
 * appears, and none a status). So a message drawn on demand, as ui's `Alert` is, goes inside a region
 * that is always there: `<div aria-live="assertive">{error && <Alert tone="critical">…</Alert>}</div>`
 * (Radix Toast's announcer does this by itself). packages/pages/src/shared/announced.stories.tsx shows each case.
 *
 * Start it around the one action that produces the outcome, not at the top of a play: the reader
 * builds the page's accessibility tree when it starts and at every focus change, and weighs every
 * DOM change against the live regions above it (a long table typed into took 25 s with a reader
 * running). Where the page is heavy, pass a smaller `container` that still holds the live region
 * (toasts and dialogs are portalled to <body>, so keep <body> for those).
 *
 * For plays and tests only: no screen imports it (it would bundle the reader).
 */
import { Virtual } from '@guidepup/virtual-screen-reader';
import { waitFor } from 'storybook/test';

/** How the outcome reaches a screen reader: a polite or an assertive live region, or focus moved to it. */
export type Announcement = 'polite' | 'assertive' | 'focus';

export interface AnnouncedOptions {
  /** The part of the page the reader listens to; <body> by default (portalled toasts and dialogs sit there). */
  container?: HTMLElement;
  /** How long to wait for the phrase, in ms; the story run's default wait (5 s) unless given. */
  timeout?: number;
}

const livePrefix = /^(polite|assertive): /;

/** The phrase the reader spoke for `how`, with its prefix taken off; undefined when it is another kind. */
function spokenAs(phrase: string, how: Announcement): string | undefined {
  const live = livePrefix.exec(phrase);
  if (how === 'focus') return live ? undefined : phrase;
  return live?.[1] === how ? phrase.slice(live[0].length) : undefined;
}

const matches = (text: string, expected: RegExp | string) =>
  typeof expected === 'string' ? text.includes(expected) : expected.test(text);

const PREPARED = 'Node prepared with document state workarounds';
const preparedMarks = (doc: Document) =>
  Object.getOwnPropertySymbols(doc).filter((mark) => mark.description === PREPARED).length;

/**
 * The reader sets up its own copy of user-event on its container's document as it starts, and that
 * copy then wraps the value of every field focused afterwards, on top of the copy the plays type
 * with: typing was lost for the rest of the story file (Product page › Wishlist Create List failed
 * after any story that had run the reader). Its setup is handed a blank frame's document instead (the
 * first `ownerDocument` it reads); the reader never types for us. Checked, so a new version cannot undo it unseen.
 */
async function startApart(reader: Virtual, container: HTMLElement) {
  const page = container.ownerDocument;
  const before = preparedMarks(page);
  // A blank frame's document (user-event wants one with a window), outside <body> so nothing reads it.
  const frame = page.createElement('iframe');
  frame.hidden = true;
  page.documentElement.append(frame);
  const blank = frame.contentDocument ?? page;
  Object.defineProperty(container, 'ownerDocument', {
    configurable: true,
    get() {
      delete (container as { ownerDocument?: Document }).ownerDocument;
      return blank;
    },
  });
  try {
    await reader.start({ container });
  } finally {
    delete (container as { ownerDocument?: Document }).ownerDocument;
    frame.remove();
  }
  if (preparedMarks(page) !== before) {
    await reader.stop();
    throw new Error(
      'The virtual screen reader set up its own user-event on the page: later typing would be lost.',
    );
  }
}

/**
 * Runs `action` with a virtual screen reader listening and waits until it has announced `expected`
 * the way `how` says. Returns the phrase heard (`polite: Added to your cart`). Fails, listing what
 * the reader said after the action, when nothing matching was announced, or only in another way
 * (an error spoken politely, news shouted).
 */
export async function expectAnnounced(
  action: () => unknown,
  how: Announcement,
  expected: RegExp | string,
  { container = document.body, timeout }: AnnouncedOptions = {},
): Promise<string> {
  const reader = new Virtual();
  await startApart(reader, container);
  try {
    const before = (await reader.spokenPhraseLog()).length;
    await action();
    return await waitFor(
      async () => {
        const heard = (await reader.spokenPhraseLog()).slice(before);
        const match = heard.find((phrase) => {
          const text = spokenAs(phrase, how);
          return text !== undefined && matches(text, expected);
        });
        if (match !== undefined) return match;
        const elsewhere = heard.find((phrase) => matches(phrase.replace(livePrefix, ''), expected));
        throw new Error(
          `Expected ${how === 'focus' ? 'focus to move to' : `a ${how} announcement of`} ${String(expected)}` +
            (elsewhere !== undefined ? `, but it was heard as "${elsewhere}"` : '') +
            `. The screen reader said after the action: ${heard.length ? heard.map((phrase) => `"${phrase}"`).join(', ') : 'nothing'}.`,
        );
      },
      timeout === undefined ? undefined : { timeout },
    );
  } finally {
    await reader.stop();
  }
}
