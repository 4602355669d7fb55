import { createMemoryCache } from '../../adapters/cache/memory.ts';
import { createSandboxGateway } from '../../adapters/payments/sandbox.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { testNow } from '../../test/fixture.ts';

// The process `kill-after-commit.test.ts` kills (issue 46, item 22): it places one order through the
// real app on the test's PostgreSQL database, and its bank "asks" by killing the process with SIGKILL:
// after the order's transaction committed, before the payment was requested. Nothing but that test
// runs this file, and only that test sets the variables it reads.

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const database = await openDatabase({ databaseUrl: env('KILLED_DATABASE_URL'), dataDir: null, poolSize: 2 });
const sandbox = createSandboxGateway({ db: database.db, publicUrl: 'http://shop.test' });
const app = await buildApp({
  database,
  cache: createMemoryCache(),
  publicUrl: 'http://shop.test',
  now: () => testNow,
  paymentGateway: {
    ...sandbox,
    request: () => {
      process.kill(process.pid, 'SIGKILL');
      return new Promise<never>(() => {});
    },
  },
});
await app.ready();
const answer = await app.inject({
  method: 'POST',
  url: '/api/v1/checkout',
  headers: {
    authorization: `Bearer ${env('KILLED_TOKEN')}`,
    'idempotency-key': env('KILLED_KEY'),
    'content-type': 'application/json',
  },
  payload: env('KILLED_BODY'),
});
// Not reached when the bank was asked: the test reads an answer here as the kill not happening.
console.log(JSON.stringify({ status: answer.statusCode, body: answer.body }));
process.exit(3);
