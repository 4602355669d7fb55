import { expect, it } from 'vitest';
import type { CacheStore } from './port.ts';

/**
 * What every Cache must do, run against each implementation (memory always, Redis when
 * REDIS_URL is set), so the adapters cannot drift apart. Keys are made unique by `unique`.
 */
export function cacheContract(cacheOf: () => CacheStore, unique: (name: string) => string): void {
  it('keeps JSON values and Buffers as they were given', async () => {
    const cache = cacheOf();
    await cache.set(unique('json'), { name: 'پنیر', ids: [1, 2] }, 60);
    await cache.set(unique('bytes'), Buffer.from('سلام'), 60);
    expect(await cache.get(unique('json'))).toEqual({ name: 'پنیر', ids: [1, 2] });
    const bytes = await cache.get<Buffer>(unique('bytes'));
    expect(Buffer.isBuffer(bytes) && bytes.toString('utf8')).toBe('سلام');
    expect(await cache.get(unique('missing'))).toBeUndefined();
    await cache.delete(unique('json'));
    expect(await cache.get(unique('json'))).toBeUndefined();
  });

  it('counts in a fixed window that starts with the first increment', async () => {
    const cache = cacheOf();
    const key = unique('counter');
    expect(await cache.readCounter(key)).toBeUndefined();
    expect(await cache.increment(key, 600)).toEqual({ count: 1, resetInSeconds: 600 });
    const second = await cache.increment(key, 600);
    expect(second.count).toBe(2);
    expect(second.resetInSeconds).toBeGreaterThan(595);
    expect((await cache.readCounter(key))?.count).toBe(2);
    await cache.resetCounter(key);
    expect(await cache.readCounter(key)).toBeUndefined();
  });

  it('counts every one of many increments at once', async () => {
    const cache = cacheOf();
    const key = unique('concurrent');
    const counts = await Promise.all(Array.from({ length: 25 }, () => cache.increment(key, 60)));
    expect(counts.map((counter) => counter.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, index) => index + 1),
    );
  });
}
