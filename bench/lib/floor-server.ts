// Serves the built floor app (bench/floor-app, built by floorBytes() into bench/.work/floor-app) so
// Lighthouse can measure an empty page of the stack beside the shop's pages in the same run: the
// machine's own ceiling at that moment, as the constant route is for the API benchmark. Its scripts
// go out compressed like the shop's (scripts/compress-assets.ts): brotli at quality 11 where the
// browser asks for it (over HTTPS), gzip otherwise.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createRequestListener } from '@react-router/node';
import type { ServerBuild } from 'react-router';

const buildDir = join(import.meta.dirname, '../.work/floor-app');

export async function startFloorServer(port: number): Promise<{ url: string; close: () => Promise<void> }> {
  const build = (await import(join(buildDir, 'server/index.js'))) as ServerBuild;
  const pages = createRequestListener({ build, mode: 'production' });
  const compressed = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    const path = normalize((req.url ?? '/').split('?')[0] ?? '/');
    const file = join(buildDir, 'client', path);
    if (path.startsWith('/assets/') && existsSync(file)) {
      const encoding = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? 'br' : 'gzip';
      let body = compressed.get(`${encoding} ${file}`);
      if (!body) {
        const content = readFileSync(file);
        body =
          encoding === 'br'
            ? brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
            : gzipSync(content, { level: 9 });
        compressed.set(`${encoding} ${file}`, body);
      }
      res.writeHead(200, {
        'content-type': 'text/javascript; charset=utf-8',
        'content-encoding': encoding,
        'cache-control': 'public, max-age=31536000, immutable',
      });
      res.end(body);
      return;
    }
    if (path !== '/') {
      // Only the empty page is served (the browser also asks for /favicon.ico).
      res.writeHead(404).end();
      return;
    }
    void pages(req, res);
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
