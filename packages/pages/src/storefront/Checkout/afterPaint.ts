import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser has painted what is on the page now: after the next animation frame
 * and the task that follows it (a hidden tab, which gets no frames, after a second). Returns a
 * cancel. Issue 47: what lies below the checkouts' first view asks for its code after the page's
 * content has painted, not in the same breath, so the content's paint waits for none of it.
 */
export function afterPaint(run: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, 0);
  });
  const fallback = setTimeout(once, 1000);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}

/** False until the page has painted once since the component mounted (afterPaint), then true. */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterPaint(() => setPainted(true)), []);
  return painted;
}
