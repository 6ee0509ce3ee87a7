import { useDeferredValue } from 'react';

/**
 * Whether a page should keep its loading view (issue 33): while it loads, and for one more render
 * after, so that the page's first full render (every section at once, when its replies arrive)
 * happens as a transition, which React renders in slices instead of one long task.
 */
export function useStillLoading(loading: boolean): boolean {
  const deferred = useDeferredValue(loading);
  return loading || deferred;
}
