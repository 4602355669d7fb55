/**
 * A shared cache for computed answers (home rows, listings) and, later, rate-limit counters.
 * Values must be JSON-serialisable, or Buffers (whole cached answers), so the Redis implementation
 * can hold them across replicas.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Returns the cached value, or loads, stores and returns it. */
export async function remember<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await cache.get<T>(key);
  if (hit !== undefined) return hit;
  const value = await load();
  await cache.set(key, value, ttlSeconds);
  return value;
}
