// The edge a deployed shop sits behind (docs/deploy.md: TLS ends at the reverse proxy): HTTPS with
// HTTP/2 in front of the plain HTTP/1.1 app, so a browser fetches the page, its scripts, font and
// images over one multiplexed connection, as it would from nginx, Caddy or a cloud load balancer.
// For benchmarks only: a throwaway self-signed certificate (made with openssl) for 127.0.0.1, which
// the browser is told to accept (`--ignore-certificate-errors`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import { join } from 'node:path';

// Headers of one HTTP/1.1 connection that HTTP/2 forbids.
const hopByHop = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection']);

function certificate(dir: string): { key: Buffer; cert: Buffer } {
  mkdirSync(dir, { recursive: true });
  const key = join(dir, 'edge-key.pem');
  const cert = join(dir, 'edge-cert.pem');
  if (!existsSync(key) || !existsSync(cert)) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        cert,
      ],
      { stdio: 'ignore' },
    );
  }
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

/** Listens on `port` with HTTPS (HTTP/2, or HTTP/1.1 for clients without it) and forwards to `upstream`. */
export async function startH2Edge(options: {
  port: number;
  upstream: string;
  workDir: string;
}): Promise<{ url: string; close: () => Promise<void> }> {
  const target = new URL(options.upstream);
  const server = http2.createSecureServer(
    { ...certificate(options.workDir), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(':') && !hopByHop.has(name)) headers[name] = value;
      }
      headers['host'] = `${target.hostname}:${target.port}`;
      headers['x-forwarded-proto'] = 'https';
      const forward = http.request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers },
        (answer) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(answer.headers)) {
            if (!hopByHop.has(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(answer.statusCode ?? 502, out);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  await new Promise<void>((done) => server.listen(options.port, '127.0.0.1', done));
  return {
    url: `https://127.0.0.1:${options.port}`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}
