import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import { registerPageRoutes, type PageOptions } from './react-router-handler.ts';

/**
 * Development in one process: Vite in middleware mode inside Fastify (through @fastify/middie),
 * with hot reload over the same port (STACK-NOTES trap 9), and the server build fetched from
 * Vite on every request so edits show without a restart.
 */
export async function mountViteWebApp(
  app: FastifyInstance,
  webRoot: string,
  options: PageOptions = {},
): Promise<void> {
  const [{ default: middie }, vite] = await Promise.all([import('@fastify/middie'), import('vite')]);
  await app.register(middie);
  const server = await vite.createServer({
    root: webRoot,
    configFile: `${webRoot}/vite.config.ts`,
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  });
  app.use(server.middlewares);
  app.addHook('onClose', () => server.close());
  await registerPageRoutes(
    app,
    () => server.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>,
    'development',
    options,
  );
}
