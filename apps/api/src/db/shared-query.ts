/**
 * One query shared by every caller waiting on it, yet never one sent before the caller asked: a
 * caller who comes while a query is on the wire waits for the next, which all who came meanwhile
 * share. So each caller sees what was committed before it asked, and a hundred keystrokes at once
 * cost two round trips, not a hundred.
 */
export function sharedQuery<T>(query: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const sent: Promise<T> = query().finally(() => {
      if (running === sent) running = null;
    });
    running = sent;
    return sent;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
