import DataLoader from 'dataloader';
import type { Db } from './client.ts';

/** The most keys one query asks for; a larger round is split. */
const maxBatchSize = 100;

/**
 * A lookup by key whose concurrent calls share one query (decision 33). Calls made while the server
 * handles one round of ready sockets are collected and fetched together at `setImmediate` (after that
 * round): a hundred shoppers opening a hundred different products then cost a few `= any($1)` queries
 * instead of a hundred round trips, each a socket write and a wake-up of a database process
 * (bench/RESULTS.md: a fifth of the API's CPU). Alone, a call waits one turn of the event loop.
 * DataLoader's own schedule (one tick) would never join two requests, and its memo is off: every call
 * reads the database as it is. `fetch` returns the rows found, keyed; a key without a row resolves to
 * undefined. Loaders are kept per database handle, so a transaction's calls never join another's query.
 */
export function batchedLookup<K, V>(
  fetch: (db: Db, keys: K[]) => Promise<Map<K, V>>,
): (db: Db, key: K) => Promise<V | undefined> {
  const loaders = new WeakMap<Db, DataLoader<K, V | undefined>>();
  return (db, key) => {
    let loader = loaders.get(db);
    if (!loader) {
      loader = new DataLoader<K, V | undefined>(
        async (keys) => {
          const found = await fetch(db, [...new Set(keys)]);
          return keys.map((each) => found.get(each));
        },
        { cache: false, maxBatchSize, batchScheduleFn: (run) => setImmediate(run) },
      );
      loaders.set(db, loader);
    }
    return loader.load(key);
  };
}
