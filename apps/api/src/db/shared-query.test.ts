import { describe, expect, it, vi } from 'vitest';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { sharedQuery } from './shared-query.ts';

/** A query whose answers the test hands out by hand: what was committed when it was sent. */
function controlledQuery() {
  let committed = 0;
  const sent: { sawCommitted: number; answer: () => void }[] = [];
  const query = () =>
    new Promise<number>((resolve) => {
      const sawCommitted = committed;
      sent.push({ sawCommitted, answer: () => resolve(sawCommitted) });
    });
  return { query, sent, commit: () => (committed += 1) };
}

describe('sharedQuery', () => {
  it('lets callers who come while a query is on the wire share the next one', async () => {
    const { query, sent, commit } = controlledQuery();
    const ask = sharedQuery(query);
    const first = ask();
    const alongside = ask(); // in the same turn: shares the first query
    await nextTurn();
    expect(sent).toHaveLength(1);
    commit(); // committed after the first query was sent
    const second = ask();
    const third = ask();
    await nextTurn();
    expect(sent).toHaveLength(1);
    sent[0]?.answer();
    expect(await first).toBe(0);
    expect(await alongside).toBe(0);
    // The second and third callers asked after the commit: they wait for a query sent after them.
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[1]?.answer();
    expect(await second).toBe(1);
    expect(await third).toBe(1);
  });

  it('sends a new query once none is on the wire', async () => {
    const { query, sent } = controlledQuery();
    const ask = sharedQuery(query);
    const first = ask();
    await nextTurn();
    sent[0]?.answer();
    await first;
    const next = ask();
    await vi.waitFor(() => expect(sent).toHaveLength(2));
    sent[1]?.answer();
    await next;
  });

  it('a failed query fails its callers only, and the next callers get a new one', async () => {
    let calls = 0;
    const ask = sharedQuery(async () => {
      calls += 1;
      if (calls === 1) throw new Error('connection lost');
      return calls;
    });
    await expect(ask()).rejects.toThrow('connection lost');
    expect(await ask()).toBe(2);
  });
});
