import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createMemoryCache } from '../../../adapters/cache/memory.ts';
import type { Db } from '../../../db/client.ts';
import { getTestApp } from '../../../test/app.ts';
import { createCatalogueContext } from './context.ts';

let db: Db;
beforeAll(async () => {
  db = (await getTestApp()).database.db;
});

function setup() {
  // The shared cache keeps its entries for the test's whole run (its clock stands still).
  const shared = createMemoryCache({ now: () => 0 });
  const sharedGet = vi.spyOn(shared, 'get');
  const ctx = createCatalogueContext({
    db,
    cache: shared,
    now: () => new Date(),
    publicUrl: 'http://shop.test',
  });
  return { ctx, sharedGet };
}

describe('the small tables every catalogue request reads', () => {
  it('are read from the shared cache (Redis) at most once per process every few seconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { ctx, sharedGet } = setup();
      const first = await ctx.categoryRows();
      expect(first.length).toBeGreaterThan(0);
      for (let read = 0; read < 5; read += 1) expect(await ctx.categoryRows()).toEqual(first);
      await ctx.brandRows();
      await ctx.brandRows();
      expect(sharedGet.mock.calls.map(([key]) => key)).toEqual([
        'catalogue:category-rows',
        'catalogue:brand-rows',
      ]);
      vi.setSystemTime(Date.now() + 6_000);
      await ctx.categoryRows();
      expect(sharedGet).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
