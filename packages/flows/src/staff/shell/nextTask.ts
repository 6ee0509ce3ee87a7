/**
 * Resolves in a later task (a zero-delay timer), so work queued behind it runs in a task of its
 * own and the page can handle input and paint in between (issue 43's 200 ms longest task).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
