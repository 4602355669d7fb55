import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * One query shared by every caller waiting on it, yet never one sent before the caller asked: a
 * caller who comes while a query is on the wire waits for the next, which all who came meanwhile
 * share. So each caller sees what was committed before it asked, and a hundred keystrokes at once
 * cost two round trips, not a hundred.
 *
 * A query is sent one turn of the event loop after it is first asked for, so the requests read from
 * the sockets in the same turn share it too: with PGlite, whose queries run on this thread and are
 * answered before another request can arrive, that is the only sharing there is.
 */
export function sharedQuery<T>(query: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  /** Whether `running` is still waiting for its turn, so a caller may yet share it. */
  let waiting = false;
  let queued: Promise<T> | null = null;
  const start = (): Promise<T> => {
    waiting = true;
    const sent: Promise<T> = nextTurn()
      .then(() => {
        waiting = false;
        return query();
      })
      .finally(() => {
        if (running === sent) running = null;
      });
    running = sent;
    return sent;
  };
  return () => {
    if (!running) return start();
    if (waiting) return running;
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
