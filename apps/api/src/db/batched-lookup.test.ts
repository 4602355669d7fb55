import { describe, expect, it, vi } from 'vitest';
import { batchedLookup } from './batched-lookup.ts';
import type { Db } from './client.ts';

// The lookup only uses the handle as a key and passes it on: any distinct object stands in for one.
const dbA = {} as Db;
const dbB = {} as Db;

function squares() {
  const fetch = vi.fn(
    async (_db: Db, keys: number[]) => new Map(keys.filter((key) => key > 0).map((key) => [key, key * key])),
  );
  return { fetch, lookup: batchedLookup(fetch) };
}

describe('a batched lookup', () => {
  it('answers the calls made together with one query, each with its own row', async () => {
    const { fetch, lookup } = squares();
    expect(await Promise.all([lookup(dbA, 2), lookup(dbA, 3), lookup(dbA, 2), lookup(dbA, -1)])).toEqual([
      4,
      9,
      4,
      undefined,
    ]);
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]![1]).toEqual([2, 3, -1]);
  });

  it('starts a new query for calls made after the last one was sent', async () => {
    const { fetch, lookup } = squares();
    expect(await lookup(dbA, 2)).toBe(4);
    expect(await lookup(dbA, 2)).toBe(4);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never mixes two database handles (a transaction and the pool) in one query', async () => {
    const { fetch, lookup } = squares();
    await Promise.all([lookup(dbA, 2), lookup(dbB, 3)]);
    expect(fetch.mock.calls.map(([db, keys]) => [db === dbA ? 'A' : 'B', keys])).toEqual([
      ['A', [2]],
      ['B', [3]],
    ]);
  });

  it('splits a large round into queries of at most a hundred keys', async () => {
    const { fetch, lookup } = squares();
    const keys = Array.from({ length: 250 }, (_, index) => index + 1);
    expect(await Promise.all(keys.map((key) => lookup(dbA, key)))).toEqual(keys.map((key) => key * key));
    expect(fetch.mock.calls.map(([, batch]) => batch.length)).toEqual([100, 100, 50]);
  });

  it('rejects every call of a failed query, and only those', async () => {
    const lookup = batchedLookup(async (_db: Db, keys: number[]) => {
      if (keys.includes(1)) throw new Error('connection lost');
      return new Map(keys.map((key) => [key, key]));
    });
    const first = Promise.all([lookup(dbA, 1), lookup(dbA, 2)]);
    await expect(first).rejects.toThrow('connection lost');
    expect(await lookup(dbA, 2)).toBe(2);
  });
});
