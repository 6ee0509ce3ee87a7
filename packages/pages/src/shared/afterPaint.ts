/**
 * Runs `work` once the browser has painted the current frame (issue 47: input to next paint): a
 * control shows the user's choice at once, and the heavy render it leads to comes in the task after
 * that paint. A frame callback runs just before the paint; the timeout queued from it runs after.
 */
export function afterPaint(work: () => void): void {
  requestAnimationFrame(() => setTimeout(work, 0));
}
