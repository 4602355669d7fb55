import { createMemoryCache } from './memory.ts';
import type { Cache } from './port.ts';

/**
 * A cache in this process in front of the shared one (Redis across replicas), for whole public
 * answers read thousands of times a second: a hit costs a map lookup instead of a round trip to
 * Redis. An entry found in the shared cache is kept here for `seconds`, so an answer may be served
 * that much longer than the shared cache keeps it, and a delete made by another replica reaches
 * this one that much later: use it only where such staleness is already accepted.
 */
export function withNearCache(
  shared: Cache,
  options: { seconds: number; maxEntries?: number; now?: () => number },
): Cache {
  const near = createMemoryCache({
    maxEntries: options.maxEntries ?? 2_000,
    ...(options.now ? { now: options.now } : {}),
  });
  return {
    async get<T>(key: string) {
      const close = await near.get<T>(key);
      if (close !== undefined) return close;
      const far = await shared.get<T>(key);
      if (far !== undefined) await near.set(key, far, options.seconds);
      return far;
    },
    peek<T>(key: string) {
      return near.peek<T>(key);
    },
    async set(key, value, ttlSeconds) {
      await Promise.all([
        near.set(key, value, Math.min(ttlSeconds, options.seconds)),
        shared.set(key, value, ttlSeconds),
      ]);
    },
    async delete(key) {
      await Promise.all([near.delete(key), shared.delete(key)]);
    },
  };
}
