// Signed-in customers for the benchmarks, written straight into the bench database beside the running
// server (PostgreSQL only: PGlite is one process per data directory).
import { like } from 'drizzle-orm';
import pg from 'pg';
import { registerStatus } from '@shop/domain/identity/constants';
import type { Database } from '../../apps/api/src/db/client.ts';
import { customers } from '../../apps/api/src/modules/identity/public/tables.ts';
import { insertSession } from '../../apps/api/src/modules/identity/queries/sessions.ts';
import {
  hashSessionToken,
  newIntroduceCode,
  newSessionToken,
} from '../../apps/api/src/modules/identity/service/secrets.ts';

// Bench customers' mobile numbers: +98 93 99 and seven digits, apart from anything the seed or tests make.
const mobilePrefix = '+989399';

export async function benchDatabaseUrl(productCount: number): Promise<string> {
  const base = process.env['DATABASE_URL'];
  if (!base) throw new Error('needs DATABASE_URL (eval "$(bash ../shared/ci/services.sh)")');
  const name = `bench_${productCount}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (exists.rowCount === 0) await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** `customerCount` customers who completed signup, each with a live session: their bearer tokens. */
export async function createCustomers(
  db: Database,
  customerCount: number,
): Promise<{ ids: number[]; tokens: string[] }> {
  await db.delete(customers).where(like(customers.mobile, `${mobilePrefix}%`));
  const now = new Date();
  const rows = await db
    .insert(customers)
    .values(
      Array.from({ length: customerCount }, (_, index) => ({
        mobile: `${mobilePrefix}${String(index).padStart(7, '0')}`,
        introduceCode: `${newIntroduceCode()}${index}`,
        registerStatus: registerStatus.complete,
        termsAcceptedAt: now,
      })),
    )
    .returning({ id: customers.id });
  const tokens: string[] = [];
  for (const { id } of rows) {
    const token = newSessionToken();
    await insertSession(db, {
      customerId: id,
      tokenHash: hashSessionToken(token),
      now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      ip: null,
      userAgent: 'bench',
    });
    tokens.push(token);
  }
  return { ids: rows.map((row) => row.id), tokens };
}
