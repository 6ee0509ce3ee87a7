/**
 * What a request gives back once its caller has aborted it: a promise that never settles.
 *
 * Machines pass their actor's `signal` to every call. When an actor is stopped and restarted
 * (React's strict mode does exactly that on mount, and so will the Activity API) the aborted
 * request must not come back as a failure: XState would deliver that rejection to the
 * restarted actor, which already has a fresh request under way, and show an error the user
 * never caused. Nobody is waiting for an aborted request, so it simply never answers.
 */
export function abandoned<T>(): Promise<T> {
  return new Promise<T>(() => undefined);
}
