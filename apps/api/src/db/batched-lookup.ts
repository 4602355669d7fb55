import type { Db } from './client.ts';

/** The most keys one query asks for; a larger round is split. */
const maxBatch = 100;

type Waiter<V> = { resolve: (value: V | undefined) => void; reject: (error: unknown) => void };

/**
 * A lookup by key whose concurrent calls share one query. Calls made while the server handles one
 * round of ready sockets are collected and fetched together at `setImmediate` (after that round):
 * a hundred shoppers opening a hundred different products then cost a few `= any($1)` queries
 * instead of a hundred round trips, each a socket write and a wake-up of a database process
 * (bench/RESULTS.md: a fifth of the API's CPU). Alone, a call waits no longer than one turn of the
 * event loop. `fetch` returns the rows found, keyed; a key without a row resolves to undefined.
 * Batches are kept per database handle, so a transaction's calls never join another's query.
 */
export function batchedLookup<K, V>(
  fetch: (db: Db, keys: K[]) => Promise<Map<K, V>>,
): (db: Db, key: K) => Promise<V | undefined> {
  const pending = new WeakMap<Db, Map<K, Waiter<V>[]>>();

  async function runSlice(db: Db, batch: Map<K, Waiter<V>[]>, keys: K[]) {
    try {
      const found = await fetch(db, keys);
      for (const key of keys) for (const waiter of batch.get(key)!) waiter.resolve(found.get(key));
    } catch (error) {
      for (const key of keys) for (const waiter of batch.get(key)!) waiter.reject(error);
    }
  }

  function run(db: Db, batch: Map<K, Waiter<V>[]>) {
    const keys = [...batch.keys()];
    for (let start = 0; start < keys.length; start += maxBatch) {
      void runSlice(db, batch, keys.slice(start, start + maxBatch));
    }
  }

  return (db, key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let batch = pending.get(db);
      if (!batch) {
        const collected = new Map<K, Waiter<V>[]>();
        batch = collected;
        pending.set(db, collected);
        setImmediate(() => {
          pending.delete(db);
          run(db, collected);
        });
      }
      const waiters = batch.get(key);
      if (waiters) waiters.push({ resolve, reject });
      else batch.set(key, [{ resolve, reject }]);
    });
}
