import type { FastifyInstance } from 'fastify';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type DatabaseHandle } from '../db/client.ts';
import { seedTestShop } from './seed-test-shop.ts';
import { testDatabaseUrl } from './database-url.ts';
import { testNow } from './fixture.ts';

export type TestContext = { app: FastifyInstance; database: DatabaseHandle };

const shared = new Map<string, Promise<TestContext>>();

/**
 * The app over this worker's database, built once and shared by the worker's test files. One per
 * project's database (TEST_DATABASE): a worker process may run files of both API projects, and the
 * api-orders files must never write into the catalogue the other files read.
 */
export function getTestApp(): Promise<TestContext> {
  const key = process.env['TEST_DATABASE'] ?? '';
  let context = shared.get(key);
  if (!context) {
    context = createTestContext();
    shared.set(key, context);
  }
  return context;
}

async function createTestContext(): Promise<TestContext> {
  const url = testDatabaseUrl();
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolSize: 4 });
  if (!url) {
    await database.migrate();
    await seedTestShop(database.db);
  }
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    now: () => testNow,
  });
  await app.ready();
  return { app, database };
}

/** A JSON request through the real app; returns the status and the parsed envelope. */
export async function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read deep fields of many shapes
): Promise<{ status: number; body: any; headers: Record<string, unknown> }> {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined
      ? {}
      : { payload: body as object, headers: { 'content-type': 'application/json' } }),
  });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
