/**
 * A shared cache for computed answers (home rows, listings). Values must be JSON-serialisable, or
 * Buffers (whole cached answers), so the Redis implementation can hold them across replicas.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /**
   * The value when this process already holds it, without waiting (an in-process cache, or the near
   * cache in front of Redis); undefined means "not here", not "nowhere": ask `get` then.
   */
  peek?<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
}

/** Fixed-window counters for rate limits, kept where the cache is (Redis across replicas). */
export interface Counters {
  /**
   * Adds one to a counter and answers the new count, atomically across replicas. The window
   * starts with the first increment and lasts `windowSeconds`; then the count restarts.
   */
  increment(key: string, windowSeconds: number): Promise<Counter>;
  /** The counter as it stands, without counting; undefined when its window has passed. */
  readCounter(key: string): Promise<Counter | undefined>;
  resetCounter(key: string): Promise<void>;
}

/** What the app is given: one store for both (memory, or Redis with REDIS_URL). */
export type CacheStore = Cache & Counters;

/** A counter's value and the whole seconds until its window ends (at least 1). */
export type Counter = { count: number; resetInSeconds: number };

// A cache holds what can always be computed again: when it cannot answer (Redis away: its commands
// fail within two seconds), the shop answers from the database instead of failing.

/** The cached value; undefined when absent or when the cache cannot answer (`onError` hears why). */
export function readOrMiss<T>(
  cache: Cache,
  key: string,
  onError: (error: unknown) => void = ignore,
): Promise<T | undefined> {
  return cache.get<T>(key).catch((error: unknown) => {
    onError(error);
    return undefined;
  });
}

/**
 * Stores without making the caller wait (a round trip to Redis): a store that fails or stalls costs
 * a later miss, reported to `onError`. The same process's next read already sees it (the memory and
 * near caches hold it at once; Redis runs one connection's commands in order).
 */
export function storeInBackground(
  cache: Cache,
  key: string,
  value: unknown,
  ttlSeconds: number,
  onError: (error: unknown) => void = ignore,
): void {
  cache.set(key, value, ttlSeconds).catch(onError);
}

/**
 * Returns the cached value, or loads, stores and returns it. A value this process holds (`peek`) is
 * given at once: the small tables read on every keystroke cost a chain of promises each through
 * `get` (issue 22).
 */
export function remember<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const held = cache.peek?.<T>(key);
  return held !== undefined ? Promise.resolve(held) : readOrLoad(cache, key, ttlSeconds, load);
}

async function readOrLoad<T>(
  cache: Cache,
  key: string,
  ttlSeconds: number,
  load: () => Promise<T>,
): Promise<T> {
  const hit = await readOrMiss<T>(cache, key);
  if (hit !== undefined) return hit;
  const value = await load();
  storeInBackground(cache, key, value, ttlSeconds);
  return value;
}

function ignore(): void {}
