import { describe, expect, it } from 'vitest';
import { cacheContract } from './cache-contract.ts';
import { createMemoryCache } from './memory.ts';
import { readOrMiss, remember, storeInBackground } from './port.ts';

describe('memory cache', () => {
  cacheContract(
    () => createMemoryCache(),
    (name) => name,
  );

  it('restarts a counter once its window has passed', async () => {
    let clock = 1_000;
    const cache = createMemoryCache({ now: () => clock });
    await cache.increment('tries', 60);
    clock += 59_500;
    expect(await cache.increment('tries', 60)).toEqual({ count: 2, resetInSeconds: 1 });
    clock += 500;
    expect(await cache.readCounter('tries')).toBeUndefined();
    expect(await cache.increment('tries', 60)).toEqual({ count: 1, resetInSeconds: 60 });
  });

  it('never evicts a counter to make room for cached answers', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.increment('limit', 60);
    for (const key of ['a', 'b', 'c']) await cache.set(key, key, 60);
    expect((await cache.readCounter('limit'))?.count).toBe(1);
  });

  it('forgets an entry once its time to live has passed', async () => {
    let clock = 1_000;
    const cache = createMemoryCache({ now: () => clock });
    await cache.set('row', { id: 1 }, 180);
    clock += 179_000;
    expect(await cache.get('row')).toEqual({ id: 1 });
    expect(cache.peek?.('row')).toEqual({ id: 1 });
    clock += 1_000;
    expect(await cache.get('row')).toBeUndefined();
    expect(cache.peek?.('row')).toBeUndefined();
  });

  it('evicts the oldest entries past its bound', async () => {
    const cache = createMemoryCache({ maxEntries: 2 });
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });

  it('remember loads once and then answers from the cache', async () => {
    const cache = createMemoryCache();
    let loads = 0;
    const load = async () => ++loads;
    expect(await remember(cache, 'k', 60, load)).toBe(1);
    expect(await remember(cache, 'k', 60, load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('remember gives a value this process holds without asking get, and asks get otherwise', async () => {
    const held = new Map<string, unknown>([['k', 'held']]);
    let gets = 0;
    const cache = {
      ...createMemoryCache(),
      peek: <T>(key: string) => held.get(key) as T | undefined,
      get: async <T>() => {
        gets += 1;
        return 'shared' as T;
      },
    };
    const load = async () => 'loaded';
    expect(await remember(cache, 'k', 60, load)).toBe('held');
    expect(gets).toBe(0);
    expect(await remember(cache, 'other', 60, load)).toBe('shared');
    expect(gets).toBe(1);
  });

  it('remember computes the value when the cache can neither read nor store', async () => {
    const down = () => Promise.reject(new Error('redis is down'));
    const broken = { get: down, set: down, delete: down };
    let loads = 0;
    const load = async () => ++loads;
    expect(await remember(broken, 'k', 60, load)).toBe(1);
    expect(await remember(broken, 'k', 60, load)).toBe(2);
  });

  it('a failed read is a miss and a failed or stalled store keeps nobody waiting; both are reported', async () => {
    const errors: unknown[] = [];
    const report = (error: unknown) => errors.push(error);
    const failing = { ...createMemoryCache(), get: () => Promise.reject(new Error('read')) };
    expect(await readOrMiss(failing, 'k', report)).toBeUndefined();
    storeInBackground({ ...failing, set: () => Promise.reject(new Error('store')) }, 'k', 1, 60, report);
    storeInBackground({ ...failing, set: () => new Promise<void>(() => {}) }, 'k', 1, 60, report);
    await new Promise((settled) => setImmediate(settled));
    expect(errors.map((error) => (error as Error).message)).toEqual(['read', 'store']);
    // A store that works is read back at once.
    const memory = createMemoryCache();
    storeInBackground(memory, 'k', 'v', 60);
    expect(await readOrMiss(memory, 'k')).toBe('v');
  });
});
