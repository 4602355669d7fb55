import type { SQL } from 'drizzle-orm';
import type { Db } from './client.ts';

/**
 * The rows of a hand-written statement. Both drivers answer `execute` with `{ rows }`, but Drizzle
 * types it per driver; this is the one place that says so. `T` is the caller's word: check columns.
 */
export async function rawRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
