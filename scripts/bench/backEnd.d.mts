// Types of backEnd.mjs for the TypeScript that imports it (backEnd.test.ts).

/** A JSON data block (not run as script); `<` escaped so no text ends it. */
export declare function jsonBlock(id: string, value: unknown): string;

/** A page's first replies (issue 47): each GET address answered by `answer`, keyed by `key`; errors and non-JSON left out. */
export declare function firstReplies(
  addresses: string[],
  answer: (request: Request) => Promise<Response | undefined>,
  key: (address: string) => string,
): Promise<Record<string, unknown>>;

/** Starts the bench's host: API calls answered by the embedded back end, everything else from `siteOrigin`. */
export declare function startHost(
  port: number,
  siteOrigin: string,
  shopperId?: string,
  firstCalls?: Record<string, string[]>,
): Promise<{ origin: string; stop: () => Promise<void> }>;
