import type { Cache } from './port.ts';

type Entry = { value: unknown; expiresAt: number };

/**
 * The offline default: a bounded in-process map. Entries are evicted oldest-first past
 * `maxEntries`, so a crawler walking every page cannot grow memory without limit.
 */
export function createMemoryCache(options: { maxEntries?: number; now?: () => number } = {}): Cache {
  const maxEntries = options.maxEntries ?? 10_000;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  return {
    async get<T>(key: string) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    async delete(key) {
      entries.delete(key);
    },
  };
}
