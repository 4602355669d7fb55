import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { visitLimits } from '@shop/domain/engagement/constants';
import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { testNow } from '../../test/fixture.ts';
import { newIp, send } from '../identity/test-support.ts';
import { listMostViewed } from './queries/visits.ts';
import { createVisitCounter } from './service/visits.ts';
import { visitCounts } from './tables.ts';
import { clockedShop } from './test-support.ts';

// Page views (issue 21, decision 063): answered at once, counted in memory, written in batches.

const { app, db } = await clockedShop();
afterAll(() => app.close());

/** Record ids no other test (nor another run on the same database) uses. */
let nextId = 1_500_000_000 + Math.floor(Math.random() * 100_000_000);
const freshId = () => (nextId += 1);
const settle = () => new Promise((resolve) => setImmediate(resolve));

function counter(now = () => testNow) {
  return createVisitCounter({ db, counters: createMemoryCache(), now, logError: () => {} });
}

async function countOf(type: 'product' | 'bundle' | 'category' | 'brand', id: number) {
  const rows = await db
    .select({ day: visitCounts.day, count: visitCounts.count })
    .from(visitCounts)
    .where(and(eq(visitCounts.recordType, type), eq(visitCounts.recordId, id)));
  return rows;
}

describe('POST visits', () => {
  it.each([
    [{}],
    [{ type: 'page', id: 1 }],
    [{ type: 'product' }],
    [{ type: 'product', id: 0 }],
    [{ type: 'product', id: 'x' }],
    [{ type: 'product', id: 1, at: 5 }],
  ])('refuses %j with a Persian 422', async (body) => {
    const answer = await send(app, 'POST', '/visits', { body });
    expect(answer.status).toBe(422);
    expect(JSON.stringify(answer.body.message)).toMatch(/[\u0600-\u06FF]/);
  });

  it('answers at once without a session', async () => {
    const answer = await send(app, 'POST', '/visits', { body: { type: 'category', id: freshId() } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toBeNull();
  });
});

describe('the visit counter', () => {
  it('writes a batch of views as one count per record and day, adding to what is there', async () => {
    const visits = counter();
    const [product, brand] = [freshId(), freshId()];
    for (let i = 0; i < 3; i += 1) visits.record('product', product, newIp());
    visits.record('brand', brand, newIp());
    await settle();
    expect(await countOf('product', product)).toEqual([]); // nothing written before the flush
    expect(await visits.flush()).toBe(2);
    expect(await countOf('product', product)).toEqual([{ day: '2026-11-22', count: 3 }]);
    visits.record('product', product, newIp());
    await settle();
    await visits.flush();
    expect(await countOf('product', product)).toEqual([{ day: '2026-11-22', count: 4 }]);
    expect(await countOf('brand', brand)).toEqual([{ day: '2026-11-22', count: 1 }]);
    expect(await visits.flush()).toBe(0);
  });

  it('counts a Tehran day: after 20:30 UTC the views are the next day’s', async () => {
    const visits = counter(() => new Date('2026-11-22T21:00:00Z'));
    const id = freshId();
    visits.record('bundle', id, newIp());
    await settle();
    await visits.flush();
    expect(await countOf('bundle', id)).toEqual([{ day: '2026-11-23', count: 1 }]);
  });

  it('one address counts a limited number of views a minute', async () => {
    const visits = counter();
    const id = freshId();
    const ip = newIp();
    for (let i = 0; i < visitLimits.visitsPerAddressPerMinute + 40; i += 1) visits.record('product', id, ip);
    await settle();
    await visits.flush();
    expect(await countOf('product', id)).toEqual([
      { day: '2026-11-22', count: visitLimits.visitsPerAddressPerMinute },
    ]);
  });

  it('holds at most maxPendingRecords records between flushes, however many are viewed', async () => {
    const visits = counter();
    const first = nextId + 1;
    for (let i = 0; i < visitLimits.maxPendingRecords + 200; i += 1)
      visits.record('category', freshId(), newIp());
    await settle();
    expect(visits.pendingRecords()).toBe(visitLimits.maxPendingRecords);
    expect(await visits.flush()).toBe(visitLimits.maxPendingRecords);
    expect(visits.pendingRecords()).toBe(0);
    expect(await countOf('category', first)).toEqual([{ day: '2026-11-22', count: 1 }]);
  });

  it("the face's mostViewed lists the most viewed records of a type over days", async () => {
    const visits = counter();
    const [a, b, c] = [freshId(), freshId(), freshId()];
    const views: [number, number][] = [
      [a, 2],
      [b, 5],
      [c, 1],
    ];
    for (const [id, n] of views) for (let i = 0; i < n; i += 1) visits.record('brand', id, newIp());
    await settle();
    await visits.flush();
    const top = await listMostViewed(db, {
      type: 'brand',
      from: '2026-11-22',
      to: '2026-11-22',
      limit: 1000,
    });
    const mine = top.filter((row) => [a, b, c].includes(row.id));
    expect(mine).toEqual([
      { id: b, views: 5 },
      { id: a, views: 2 },
      { id: c, views: 1 },
    ]);
    expect(
      await listMostViewed(db, { type: 'brand', from: '2026-11-23', to: '2026-11-30', limit: 5 }),
    ).not.toContainEqual({ id: b, views: 5 });
  });
});
