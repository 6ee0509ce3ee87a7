/**
 * A call whose actor was stopped (its signal aborted) never settles. React's development double
 * mount stops an actor and restarts it from its snapshot: without this, the stopped run's
 * AbortError would reach the restarted actor and look like a failed call.
 */
export function settleUnlessAborted<T>(signal: AbortSignal, call: Promise<T>): Promise<T> {
  return call.catch((error: unknown) => {
    if (signal.aborted) return new Promise<T>(() => {});
    throw error;
  });
}

/**
 * A list a screen can open without (§8: the server-error text stands in its place): its failure
 * becomes undefined, unless the call was aborted (that must not look like a missing list).
 */
export function unlessFailed<T>(signal: AbortSignal, call: Promise<T>): Promise<T | undefined> {
  return call.catch((error: unknown) => {
    if (signal.aborted) throw error;
    return undefined;
  });
}
