/**
 * Runs `work` in a task of its own once the page is idle (at most `timeoutMs` later), not inside the
 * long task that finishes hydration. Returns the cancel for an effect's clean-up.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(work, 0);
  return () => clearTimeout(timer);
}
