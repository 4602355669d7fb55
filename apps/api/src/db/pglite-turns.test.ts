import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgliteTurns } from './pglite-turns.ts';

// About a millisecond of work inside PGlite, on this thread.
const busyStatement = 'select count(*) from generate_series(1, 20000)';

describe('pgliteTurns', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    await client.query('create table marks (n int)');
  });
  afterAll(async () => {
    await client.close();
  });

  it('lets the event loop turn while a long queue of statements runs', async () => {
    const turns = pgliteTurns(client, 4);
    let answered = 0;
    let answeredWhenTimerFired = -1;
    // A timer stands for everything else the loop does in a turn: reading sockets, accepting one.
    setTimeout(() => (answeredWhenTimerFired = answered), 0);
    await Promise.all(
      Array.from({ length: 150 }, () => turns.query(busyStatement).then(() => (answered += 1))),
    );
    expect(answered).toBe(150);
    // PGlite alone hands each statement to the next in a microtask: the timer fires after all 150.
    expect(answeredWhenTimerFired).toBeGreaterThanOrEqual(0);
    expect(answeredWhenTimerFired).toBeLessThan(75);
  });

  it('sends nothing in the turn it was asked for, so every request read in that turn is queued first', async () => {
    let sent = 0;
    const counted = {
      query: (...args: Parameters<PGlite['query']>) => {
        sent += 1;
        return client.query(...args);
      },
      transaction: client.transaction.bind(client),
    } as unknown as PGlite;
    const turns = pgliteTurns(counted);
    const asked = [turns.query('select 1'), turns.query('select 2')];
    for (let microtask = 0; microtask < 20; microtask += 1) await Promise.resolve();
    expect(sent).toBe(0);
    await Promise.all(asked);
    expect(sent).toBe(2);
  });

  it('answers first come, first served, and a refused statement stops no one', async () => {
    const turns = pgliteTurns(client, 1);
    const order: number[] = [];
    const asked = Array.from({ length: 30 }, (_, at) =>
      turns.query(at === 7 ? 'select * from no_such_table' : `select ${at} as n`).then(
        () => order.push(at),
        () => order.push(-at),
      ),
    );
    await Promise.all(asked);
    expect(order).toEqual(Array.from({ length: 30 }, (_, at) => (at === 7 ? -7 : at)));
  });

  it('makes a transaction one turn: a statement asked meanwhile waits for its commit', async () => {
    const turns = pgliteTurns(client);
    await turns.query('delete from marks');
    const events: string[] = [];
    const transaction = turns.transaction(async (tx) => {
      await tx.query('insert into marks values (1)');
      // Another request asks meanwhile: its statement must not run here, inside this
      // transaction, where it would see the uncommitted row.
      await new Promise((done) => setTimeout(done, 30));
      await tx.query('insert into marks values (2)');
      events.push('committed');
    });
    await new Promise((done) => setTimeout(done, 5));
    const outside = turns
      .query<{ count: number }>('select count(*)::int as count from marks')
      .then((result) => events.push(`outside saw ${result.rows[0]?.count}`));
    await Promise.all([transaction, outside]);
    expect(events).toEqual(['committed', 'outside saw 2']);
  });
});
