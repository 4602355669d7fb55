// The shop as customers reach it, pages and API (apps/api/src/main.ts with the built web app), plus one
// route of constant HTML of a chosen size answered by the same process, plugins and hooks: its
// pages/s is this machine's limit for a page of that size. bench/server.ts is the API alone.
//
// React, React DOM and React Router pick their development or production build from NODE_ENV when
// first imported (main.ts says more): set before the server is imported, as main.ts does.
process.env['NODE_ENV'] ??= 'production';

const { loadConfig } = await import('../../apps/api/src/config/env.ts');
const { createServer } = await import('../../apps/api/src/server.ts');

const config = loadConfig();
const app = await createServer(config, 'built');
const bodies = new Map<number, string>();
// A static route: it wins over the pages' catch-all, so it never reaches React Router or the page cache.
app.get('/bench/constant-page', async (request, reply) => {
  const bytes = Math.min(Number((request.query as { bytes?: string }).bytes ?? 1000), 5_000_000);
  let body = bodies.get(bytes);
  if (!body) {
    const skeleton = '<!DOCTYPE html><html lang="fa" dir="rtl"><body></body></html>';
    body = skeleton.replace('<body>', `<body>${'x'.repeat(Math.max(0, bytes - skeleton.length))}`);
    bodies.set(bytes, body);
  }
  return reply.type('text/html; charset=utf-8').send(body);
});
await app.listen({ host: '127.0.0.1', port: config.PORT });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
