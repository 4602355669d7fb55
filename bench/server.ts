// The shop's API as a benchmark target: the real server (no web pages) plus one route of constant
// JSON of a chosen size, answered through the same Fastify instance, plugins and hooks. Its req/s
// is this machine's limit for an answer of that size; our routes are read as a ratio of it.
import { loadConfig } from '../apps/api/src/config/env.ts';
import { createServer } from '../apps/api/src/server.ts';

const config = loadConfig();
const app = await createServer(config, 'none');
const bodies = new Map<number, string>();
app.get('/bench/constant', async (request, reply) => {
  const bytes = Math.min(Number((request.query as { bytes?: string }).bytes ?? 1000), 5_000_000);
  let body = bodies.get(bytes);
  if (!body) {
    // A JSON envelope padded to the size of the answer it stands beside.
    const skeleton = JSON.stringify({ status: true, code: 200, message: '', data: '', extra_data: null });
    body = JSON.stringify({
      status: true,
      code: 200,
      message: '',
      data: 'x'.repeat(Math.max(0, bytes - skeleton.length)),
      extra_data: null,
    });
    bodies.set(bytes, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: config.PORT });
// Exit normally on a signal, so `node --cpu-prof bench/server.ts` writes its profile.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
