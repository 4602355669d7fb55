import { setImmediate as nextTurn } from 'node:timers/promises';
import type { PGlite } from '@electric-sql/pglite';

/** What Drizzle's PGlite driver calls on its client: `query` and `transaction`, nothing else. */
export type PgliteTurns = Pick<PGlite, 'query' | 'transaction'>;

/** How long statements may run back to back before the event loop gets a turn (milliseconds). */
const defaultSliceMs = 4;

/**
 * PGlite runs each statement synchronously on this thread. Asked for straight away, a request's
 * statement ran inside the poll phase that read the request, and so did the rest of the request:
 * under load the poll phase read a hundred sockets and answered each in full, 150–250 ms in one turn
 * of the event loop. libuv accepts one new connection per turn (libuv#3696), so a visitor opening a
 * connection waited seconds for it, some over ten (issue 22: p99 3 s on a listing at 1,500
 * products, with no slow statement).
 *
 * Here statements wait for the turn's check phase, after every request that arrived has been read,
 * and run one after another, first come first served; after `sliceMs` of them the event loop turns
 * again, so sockets are read, a connection is accepted and timers fire every few milliseconds.
 *
 * A transaction is one turn, from BEGIN to COMMIT, as PGlite's own lock already has it: its
 * statements go through its `tx`, and another request's statement waits for its commit.
 */
export function pgliteTurns(client: PGlite, sliceMs = defaultSliceMs): PgliteTurns {
  const queue: Array<() => Promise<void>> = [];
  let pumping = false;

  const pump = async (): Promise<void> => {
    pumping = true;
    // Never at once: the request that asked was read in the poll phase, with every other request
    // that arrived in the same turn; the statements wait until all of those have been read.
    await nextTurn();
    let sliceStart = performance.now();
    while (queue.length > 0) {
      if (performance.now() - sliceStart >= sliceMs) {
        await nextTurn();
        sliceStart = performance.now();
      }
      await queue.shift()?.();
    }
    pumping = false;
  };

  const take = <T>(work: () => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      queue.push(() => work().then(resolve, reject));
      if (!pumping) void pump();
    });

  return {
    query: ((...args: Parameters<PGlite['query']>) => take(() => client.query(...args))) as PGlite['query'],
    transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
      take(() => client.transaction(callback))) as PGlite['transaction'],
  };
}
