import { createServer } from '../apps/api/src/server.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { createInProcessTransport } from '../apps/api/src/web-host/in-process-transport.ts';
const app = await createServer(loadConfig(), 'none');
await app.ready();
const page = { id: 'x', ip: '127.0.0.1', headers: {} } as never;
const calls = [
  { method: 'GET', path: '/config' },
  { method: 'GET', path: '/categories/63' },
  { method: 'GET', path: '/categories' },
  { method: 'GET', path: '/categories/63/products', query: { page: 1 } },
  { method: 'GET', path: '/categories/63/filter', query: {} },
] as const;
const t = createInProcessTransport(app, page);
for (let round = 0; round < 4; round++) {
  for (const call of calls) {
    const n = 1500;
    for (let i = 0; i < 200; i++) await t.request(call as never);
    const start = process.hrtime.bigint();
    for (let i = 0; i < n; i++) await t.request(call as never);
    const us = Number(process.hrtime.bigint() - start) / 1000 / n;
    console.log(round, call.path, us.toFixed(0), 'µs');
  }
}
await app.close();
process.exit(0);
