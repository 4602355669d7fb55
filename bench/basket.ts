// Basket benchmark: add-to-basket (POST /cart/{id}, add=1) and the basket page (GET /cart/list) under 100
// concurrent connections, as many signed-in customers, each beside a route of constant JSON of the same
// size measured in the same run (the machine's limit for that answer). PostgreSQL only: customers and
// their sessions are written straight into the database beside the running server, which PGlite (one
// process per data directory) does not allow.
//
//   npx node bench/basket.ts [--products 100000] [--customers 1000] [--lines 10] [--seconds 10]
//                            (DATABASE_URL: any database on the server; bench_<N> is created beside it)
// Prints a Markdown table for bench/RESULTS.md.
import { randomInt } from 'node:crypto';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { cartItems } from '../apps/api/src/modules/basket/tables.ts';
import { products } from '../apps/api/src/modules/catalogue/public/tables.ts';
import { benchDatabaseUrl, createCustomers } from './lib/customers.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { seedOnce, startServer } from './lib/server.ts';

const args = new Map<string, string>();
for (let index = 2; index < process.argv.length; index += 2)
  args.set(process.argv[index] ?? '', process.argv[index + 1] ?? '');
const productCount = Number(args.get('--products') ?? 100_000);
const customerCount = Number(args.get('--customers') ?? 1000);
const linesPerBasket = Number(args.get('--lines') ?? 10);
const seconds = Number(args.get('--seconds') ?? 10);

/** In-stock products with room for several in one basket: what customers add. */
async function buyableProductIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isActive, true), gt(products.inventory, 20), sql`${products.maxCount} >= 5`))
    .limit(5000);
  if (rows.length === 0) throw new Error('no buyable products');
  return rows.map((row) => row.id);
}

const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)] as T;

const url = await benchDatabaseUrl(productCount);
await seedOnce({ DATABASE_URL: url }, productCount);
const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20', PORT: '3901' });
try {
  const { ids, tokens } = await createCustomers(database.db, customerCount);
  const productIds = await buyableProductIds(database.db);
  const asCustomer = (token: string) => ({
    authorization: `Bearer ${token}`,
    'content-type': 'application/json',
  });
  const rows: string[] = [];
  const measure = async (name: string, nextRequest: Parameters<typeof runLoad>[0]['nextRequest']) => {
    await runLoad({ url: server.url, nextRequest, connections: 20, seconds: 3 }); // warm caches and JIT
    const ours = await runLoad({ url: server.url, nextRequest, seconds });
    const constant = await runLoad({
      url: server.url,
      nextPath: () => `/bench/constant?bytes=${ours.bytesPerResponse}`,
      seconds,
    });
    rows.push(row(name, ours, constant));
  };

  // The floor of any signed-in answer: the session lookup and a small answer (the identity module's).
  await measure('GET profile (session only)', () => ({
    path: '/api/v1/profile',
    headers: asCustomer(pick(tokens)),
  }));

  // Add to basket: a random customer adds one of a random product. Baskets start empty; adds past a
  // product's limit or the 100-line cap answer 409 and are counted in the last column.
  await database.db.delete(cartItems).where(inArray(cartItems.customerId, ids));
  await measure('POST cart/{id} add=1', () => ({
    path: `/api/v1/cart/${pick(productIds)}`,
    method: 'POST',
    headers: asCustomer(pick(tokens)),
    body: JSON.stringify({ type: 1, count: 1, add: 1 }),
  }));

  // The basket page: every customer's basket holds `linesPerBasket` lines.
  await database.db.delete(cartItems).where(inArray(cartItems.customerId, ids));
  await database.db.insert(cartItems).values(
    ids.flatMap((customerId) =>
      Array.from({ length: linesPerBasket }, (_, line) => ({
        customerId,
        itemType: 1,
        itemId: productIds[(customerId * linesPerBasket + line) % productIds.length] ?? 1,
        count: 1 + (line % 3),
        priceAtAdd: 0,
      })),
    ),
  );
  // Seen prices are 0, so the first list of each basket also records its prices (once), as a real
  // basket page does after a price change; the warm-up does that before the measured run.
  await measure(`GET cart/list (${linesPerBasket} lines)`, () => ({
    path: '/api/v1/cart/list',
    headers: asCustomer(pick(tokens)),
  }));

  console.log(
    `\npostgres, ${productCount} products, ${customerCount} customers, 100 connections, ${seconds} s each\n`,
  );
  console.log(
    '| route | req/s | p50 ms | p95 ms | p99 ms | bytes | constant req/s | constant p99 ms | ratio | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
} finally {
  await server.stop();
  await database.close();
}

function row(name: string, ours: LoadResult, constant: LoadResult): string {
  const ratio = constant.rps > 0 ? (ours.rps / constant.rps).toFixed(2) : '-';
  return `| ${name} | ${ours.rps} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${ours.bytesPerResponse} | ${constant.rps} | ${constant.p99} | ${ratio} | ${ours.non2xx + ours.errors} |`;
}
