import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { registerPageRoutes, type PageOptions } from './react-router-handler.ts';

export function webBuildExists(buildDir: string): boolean {
  return existsSync(join(buildDir, 'server/index.js'));
}

/**
 * The built web app: hashed assets with a year-long immutable cache (their names change when
 * their content does), other public files for an hour, and every other path to React Router.
 */
export async function mountBuiltWebApp(
  app: FastifyInstance,
  buildDir: string,
  options: PageOptions = {},
): Promise<void> {
  if (process.env['NODE_ENV'] !== 'production') {
    // React chose its development build when it was first imported (main.ts sets this first).
    app.log.warn(
      { NODE_ENV: process.env['NODE_ENV'] ?? null },
      'the built web app is rendered with React in development mode: start it with NODE_ENV=production',
    );
  }
  const build = (await import(pathToFileURL(join(buildDir, 'server/index.js')).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    // Only files present at start get routes, so unknown paths fall through to the pages.
    wildcard: false,
    // The build writes .br and .gz beside each asset (scripts/compress-assets.ts).
    preCompressed: true,
    setHeaders(reply, path) {
      const immutable = path.startsWith(join(buildDir, 'client', 'assets'));
      reply.header(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
  await registerPageRoutes(app, async () => build, 'production', options);
}
