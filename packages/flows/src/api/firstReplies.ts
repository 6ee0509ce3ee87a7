import { ApiError } from './errors';

/**
 * "First replies in the page" (issue 47; the contract: README "Live deployment", docs/decisions.md):
 * a host may render the replies a page opens with into it, as
 * `<script type="application/json" id="first-replies">{"GET /Checkout/InitialData": {…}}</script>`
 * (a data block, not run, so the Content-Security-Policy allows it; `<` written `\u003c`). Each key
 * is a GET call as the request layer sends it: `GET `, its URL's path and its query
 * (firstReplyKey); each value is that call's reply body, as the server would send it. The layer takes
 * an entry once, instead of fetching, and checks it with the call's reply schema as it checks a
 * fetched reply. Without the block, or without an entry, the call is fetched as before.
 */
export const FIRST_REPLIES_ID = 'first-replies';

/** The entries not taken yet; undefined until the block is first looked for. */
let entries: Map<string, unknown> | undefined;

/** A GET call's key in the block: `GET /Checkout/InitialData?x=1` (the URL's path and query). */
export function firstReplyKey(url: string): string {
  const { pathname, search } = new URL(url, 'http://localhost');
  return `GET ${pathname}${search}`;
}

/**
 * The page's reply to the GET of `url`, taken (so only once): `{ body }`, or undefined when the
 * page holds none, and the call is fetched. A block that is not a JSON object fails the call that
 * reads it first as a malformed reply fails (an ApiError of kind `malformed`), and is dropped:
 * a retry fetches.
 */
export function takeFirstReply(call: string, url: string): { body: unknown } | undefined {
  if (!entries) {
    entries = new Map();
    const text = typeof document === 'undefined' ? undefined : document.getElementById(FIRST_REPLIES_ID)?.textContent;
    if (text != null) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        // checked below
      }
      // A plain JSON object only: not an array, a string, null or unparsable text.
      if ((parsed as object | null | undefined)?.constructor !== Object)
        throw new ApiError('malformed', call, `The page's first replies could not be read: (${FIRST_REPLIES_ID}) is not a JSON object.`, {
          field: `(${FIRST_REPLIES_ID})`,
          body: text,
        });
      entries = new Map(Object.entries(parsed as object));
    }
  }
  const key = firstReplyKey(url);
  if (!entries.has(key)) return undefined;
  const body = entries.get(key);
  entries.delete(key);
  return { body };
}

/**
 * Drops what the page still holds: called before any write, after which the page's replies may be
 * out of date.
 */
export function dropFirstReplies(): void {
  entries = new Map();
}

/** Tests: the block is looked for again on the next call. */
export function resetFirstReplies(): void {
  entries = undefined;
}
