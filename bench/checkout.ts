// Checkout benchmark: placing orders (POST /checkout) under 100 concurrent connections, each request a
// different signed-in customer's first order of a basket of 3 lines, beside a route of constant JSON of
// the same size in the same run (the machine's limit for that answer). Two runs:
//   uncontended: every customer's lines are products nobody else buys at the same moment, and the
//                orders are spread over the week's slots;
//   contended:   every customer buys the same 3 products for the same slot (each order locks the same
//                stock and slot rows until its commit).
// Each order takes stock, a slot place and writes the order, its lines, the idempotency key and the
// audit row in one transaction. PostgreSQL only (customers are written beside the running server).
//
//   npx node bench/checkout.ts [--products 1500] [--customers 6000] [--seconds 5] [--connections 100]
//                              (DATABASE_URL: any database on the server; bench_<N> is created beside it)
// Prints a Markdown table for bench/RESULTS.md.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { addresses } from '../apps/api/src/modules/account/public/tables.ts';
import { cartItems } from '../apps/api/src/modules/basket/tables.ts';
import { effectivePriceSql } from '../apps/api/src/modules/catalogue/public/effective-price.ts';
import { products } from '../apps/api/src/modules/catalogue/public/tables.ts';
import { ensureSlots } from '../apps/api/src/modules/checkout/queries/slots.ts';
import { deliverySlots } from '../apps/api/src/modules/checkout/tables.ts';
import { orders } from '../apps/api/src/modules/orders/public/tables.ts';
import { isCheckoutEmpty, seedCheckout } from '../apps/api/src/seed/seed-checkout.ts';
import { benchDatabaseUrl, createCustomers } from './lib/customers.ts';
import { runLoad, type LoadResult } from './lib/load.ts';
import { seedOnce, startServer } from './lib/server.ts';

const args = new Map<string, string>();
for (let index = 2; index < process.argv.length; index += 2)
  args.set(process.argv[index] ?? '', process.argv[index + 1] ?? '');
const productCount = Number(args.get('--products') ?? 1500);
const customerCount = Number(args.get('--customers') ?? 6000);
const seconds = Number(args.get('--seconds') ?? 5);
const connections = Number(args.get('--connections') ?? 100);
const linesPerOrder = 3;

/** Customers with an address and a basket of `linesPerOrder` lines each, from `productFor`. */
async function prepareBuyers(
  db: Database,
  productFor: (customer: number, line: number) => number,
  priceOf: ReadonlyMap<number, number>,
) {
  await db.delete(orders).where(sql`true`);
  const { ids, tokens } = await createCustomers(db, customerCount);
  const addressIds = await db
    .insert(addresses)
    .values(
      ids.map((customerId) => ({
        customerId,
        name: 'مشتری آزمون',
        mobile: '+989121234567',
        province: 'تهران',
        city: 'تهران',
        address: 'ونک',
        number: '1',
        lat: 35.7575,
        lng: 51.4098,
        isMain: true,
      })),
    )
    .returning({ id: addresses.id });
  await db.delete(cartItems).where(inArray(cartItems.customerId, ids));
  for (let from = 0; from < ids.length; from += 1000) {
    await db.insert(cartItems).values(
      ids.slice(from, from + 1000).flatMap((customerId, offset) =>
        Array.from({ length: linesPerOrder }, (_, line) => ({
          customerId,
          itemType: 1,
          itemId: productFor(from + offset, line),
          count: 1,
          // The price the customer saw: a changed one would send the order back to the basket.
          priceAtAdd: priceOf.get(productFor(from + offset, line)) ?? 0,
        })),
      ),
    );
  }
  return ids.map((_, index) => ({ token: tokens[index]!, addressId: addressIds[index]!.id }));
}

const url = await benchDatabaseUrl(productCount);
await seedOnce({ DATABASE_URL: url }, productCount);
const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
const { db } = database;
if (await isCheckoutEmpty(db)) await seedCheckout(db, { now: new Date(), withDemoCompanyAndCodes: true });
const server = await startServer({ DATABASE_URL: url, DATABASE_POOL_SIZE: '20', PORT: '3902' });
try {
  // Stock that never runs out and a slot that never fills: the run measures the writes, not refusals.
  const buyable = await db
    .select({ id: products.id, price: effectivePriceSql(new Date()) })
    .from(products)
    .where(eq(products.isActive, true))
    .orderBy(asc(products.id))
    .limit(customerCount * linesPerOrder);
  const ids = buyable.map((row) => row.id);
  const priceOf = new Map(buyable.map((row) => [row.id, Number(row.price)]));
  await db.update(products).set({ inventory: 1_000_000, maxCount: 100 }).where(inArray(products.id, ids));
  await ensureSlots(db, new Date());
  const slots = (
    await db
      .select({ id: deliverySlots.id })
      .from(deliverySlots)
      .where(and(isNull(deliverySlots.centreId), gt(deliverySlots.startsAt, sql`now() + interval '1 day'`)))
      .orderBy(asc(deliverySlots.startsAt))
  ).map((row) => row.id);
  await db
    .update(deliverySlots)
    .set({ capacity: 10_000_000, taken: 0 })
    .where(inArray(deliverySlots.id, slots));

  const rows: string[] = [];
  const measure = async (
    name: string,
    productFor: (customer: number, line: number) => number,
    slotFor: (customer: number) => number,
  ) => {
    const buyers = await prepareBuyers(db, productFor, priceOf);
    let next = 0;
    const nextRequest = () => {
      const index = next++ % buyers.length;
      const buyer = buyers[index]!;
      return {
        path: '/api/v1/checkout',
        method: 'POST' as const,
        headers: {
          authorization: `Bearer ${buyer.token}`,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({
          info_id: buyer.addressId,
          time_id: slotFor(index),
          posting_method: 1,
          payment_port: 5,
          periodic_type: 1,
        }),
      };
    };
    const ours = await runLoad({ url: server.url, nextRequest, seconds, connections });
    const placed = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
    const constant = await runLoad({
      url: server.url,
      nextPath: () => `/bench/constant?bytes=${ours.bytesPerResponse}`,
      seconds,
    });
    rows.push(row(name, ours, constant, placed[0]?.n ?? 0));
  };

  // Uncontended: different products, orders spread over the week's slots (as a day's orders are).
  await measure(
    'POST checkout, uncontended',
    (customer, line) => ids[(customer * linesPerOrder + line) % ids.length]!,
    (customer) => slots[customer % slots.length]!,
  );
  // Contended: everyone buys the same 3 products for the same slot: every order waits for the last
  // one's commit on those rows (a flash sale's worst case).
  await measure(
    'POST checkout, contended (same 3 products, same slot)',
    (_customer, line) => ids[line]!,
    () => slots[0]!,
  );

  console.log(
    `\npostgres, ${productCount} products, ${customerCount} customers, ${linesPerOrder} lines per order, ${connections} connections, ${seconds} s each\n`,
  );
  console.log(
    '| route | orders/s | p50 ms | p95 ms | p99 ms | constant req/s | constant p99 ms | orders placed | non-2xx |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const line of rows) console.log(line);
} finally {
  await server.stop();
  await database.close();
}

function row(name: string, ours: LoadResult, constant: LoadResult, placed: number): string {
  return `| ${name} | ${ours.rps} | ${ours.p50} | ${ours.p95} | ${ours.p99} | ${constant.rps} | ${constant.p99} | ${placed} | ${ours.non2xx + ours.errors} |`;
}
