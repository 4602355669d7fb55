import type { Database, Transaction } from '../db/client.ts';

/**
 * Background work over rows that fall due: unpaid orders to cancel, held slots to release, old
 * idempotency keys to forget. Each replica may sweep at the same time as the others.
 */
// claim and handle are methods, not function properties: a list of sweeps over different rows is
// then a Sweep<unknown>[] without casts.
export type Sweep<Row> = {
  name: string;
  /**
   * Claims up to `limit` due rows in `tx`: a SELECT … FOR UPDATE SKIP LOCKED, so sweepers running
   * together take different rows and none waits for another.
   */
  claim(tx: Transaction, limit: number, now: Date): Promise<readonly Row[]>;
  /** Handles one claimed row in the same transaction: database writes only, never the network. */
  handle(tx: Transaction, row: Row, now: Date): Promise<void>;
  /** Rows per transaction; 100 unless given. */
  batchSize?: number;
};

/**
 * Runs a sweep until nothing is due: batch after batch, each claimed and handled in one transaction
 * (a failure rolls its batch back; the rows are claimed again next time). Returns the rows handled.
 */
export async function runSweep<Row>(db: Database, sweep: Sweep<Row>, now: () => Date): Promise<number> {
  const limit = sweep.batchSize ?? 100;
  let handled = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const at = now();
      const rows = await sweep.claim(tx, limit, at);
      for (const row of rows) await sweep.handle(tx, row, at);
      return rows.length;
    });
    handled += batch;
    if (batch < limit) return handled;
  }
}

/**
 * Background work that must ask the outside world (a bank about payments nobody came back from): it
 * makes its own transactions around its network calls, and must be safe when replicas run it at once.
 * Resolves how many things it settled.
 */
export type Job = { name: string; run: () => Promise<number> };

/**
 * Runs every sweep, then every job, every `everyMs`, one pass at a time (a slow pass is never
 * overlapped by the next). A failing sweep or job is logged and the others go on. `stop` waits for a
 * running pass.
 */
export function scheduleSweeps(deps: {
  db: Database;
  sweeps: readonly Sweep<unknown>[];
  jobs?: readonly Job[];
  everyMs: number;
  now: () => Date;
  log: (error: unknown, message: string) => void;
}): { stop: () => Promise<void> } {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const pass = async () => {
    for (const sweep of deps.sweeps) {
      if (stopped) return;
      await runSweep(deps.db, sweep, deps.now).catch((error: unknown) => {
        deps.log(error, `sweep ${sweep.name} failed`);
      });
    }
    for (const job of deps.jobs ?? []) {
      if (stopped) return;
      await job.run().catch((error: unknown) => {
        deps.log(error, `job ${job.name} failed`);
      });
    }
  };
  const timer = setInterval(() => {
    running = running.then(pass);
  }, deps.everyMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
