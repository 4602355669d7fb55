import { Redis } from 'ioredis';
import type { CacheStore, Counter } from './port.ts';

// Values carry a one-byte tag so Buffers (whole cached answers) come back as Buffers and the rest
// as the JSON they were.
const bufferTag = 0x62; // 'b'
const jsonTag = 0x6a; // 'j'

// INCR and the window's expiry in one step: a crash between two commands cannot leave a counter
// without an expiry (which would lock a number out for good).
const incrementScript = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then
  redis.call('EXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const readCounterScript = `
local count = redis.call('GET', KEYS[1])
if not count then return nil end
return {tonumber(count), redis.call('TTL', KEYS[1])}`;

export type RedisCache = CacheStore & { close(): Promise<void> };

/**
 * The cache shared by every replica (REDIS_URL): computed answers and the rate-limit counters,
 * so a limit holds whichever replica a request reaches. `prefix` keeps one app's keys apart
 * (tests give each run its own).
 */
export function createRedisCache(url: string, options: { prefix?: string } = {}): RedisCache {
  const prefix = options.prefix ?? 'shop:';
  // A request must not wait for a Redis that is away: fail fast, and let the error handler answer.
  const redis = new Redis(url, {
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    enableAutoPipelining: true,
  });
  const keyOf = (key: string) => `${prefix}${key}`;

  return {
    async get<T>(key: string) {
      const stored = await redis.getBuffer(keyOf(key));
      if (!stored || stored.length === 0) return undefined;
      const body = stored.subarray(1);
      return (stored[0] === bufferTag ? Buffer.from(body) : JSON.parse(body.toString('utf8'))) as T;
    },
    async set(key, value, ttlSeconds) {
      const stored = Buffer.isBuffer(value)
        ? Buffer.concat([Buffer.of(bufferTag), value])
        : Buffer.concat([Buffer.of(jsonTag), Buffer.from(JSON.stringify(value), 'utf8')]);
      await redis.set(keyOf(key), stored, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
    },
    async delete(key) {
      await redis.del(keyOf(key));
    },
    async increment(key, windowSeconds) {
      const reply = await redis.eval(incrementScript, 1, keyOf(key), Math.max(1, Math.ceil(windowSeconds)));
      return counterOf(reply);
    },
    async readCounter(key) {
      const reply = await redis.eval(readCounterScript, 1, keyOf(key));
      return reply === null ? undefined : counterOf(reply);
    },
    async resetCounter(key) {
      await redis.del(keyOf(key));
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}

function counterOf(reply: unknown): Counter {
  const [count, ttl] = reply as [number, number];
  return { count: Number(count), resetInSeconds: Math.max(1, Number(ttl)) };
}
