import type { CacheStore, Counter } from './port.ts';

type Entry<V> = { value: V; expiresAt: number };

/**
 * The offline default: bounded in-process maps. Entries are evicted oldest-first past
 * `maxEntries`, so a crawler walking every page cannot grow memory without limit. Counters live
 * in a map of their own, so a flood of cached pages cannot evict a rate limit.
 */
export function createMemoryCache(
  options: { maxEntries?: number; now?: () => number } = {},
): CacheStore & Required<Pick<CacheStore, 'peek'>> {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new BoundedMap<unknown>(maxEntries, now);
  const counters = new BoundedMap<number>(maxEntries, now);

  function counterOf(entry: Entry<number>): Counter {
    return { count: entry.value, resetInSeconds: Math.max(1, Math.ceil((entry.expiresAt - now()) / 1000)) };
  }

  return {
    async get<T>(key: string) {
      return entries.find(key)?.value as T | undefined;
    },
    peek<T>(key: string) {
      return entries.find(key)?.value as T | undefined;
    },
    async set(key, value, ttlSeconds) {
      entries.put(key, { value, expiresAt: now() + ttlSeconds * 1000 });
    },
    async delete(key) {
      entries.remove(key);
    },
    async increment(key, windowSeconds) {
      const current = counters.find(key);
      const next = current
        ? { value: current.value + 1, expiresAt: current.expiresAt }
        : { value: 1, expiresAt: now() + windowSeconds * 1000 };
      counters.put(key, next);
      return counterOf(next);
    },
    async readCounter(key) {
      const current = counters.find(key);
      return current ? counterOf(current) : undefined;
    },
    async resetCounter(key) {
      counters.remove(key);
    },
  };
}

class BoundedMap<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #maxEntries: number;
  readonly #now: () => number;

  constructor(maxEntries: number, now: () => number) {
    this.#maxEntries = maxEntries;
    this.#now = now;
  }

  find(key: string): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt <= this.#now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return entry;
  }

  put(key: string, entry: Entry<V>): void {
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest === undefined) break;
      this.#entries.delete(oldest);
    }
  }

  remove(key: string): void {
    this.#entries.delete(key);
  }
}
