import type { ServerBuild } from 'react-router';

/** A route of a hand-made build: its id, place and module, as the built `server/index.js` lists it. */
export type HandRoute = {
  id: string;
  parentId?: string;
  path: string;
  module: Record<string, unknown>;
};

/**
 * A React Router server build made by hand, so a web-host test needs no `npm run build`: `entry` is
 * the entry module's exports (its default render and the contexts the host fills), `routes` the pages.
 * The root route has a loader; the others are drawn without one.
 */
export function handMadeBuild(
  entry: Record<string, unknown>,
  routes: Record<string, HandRoute>,
): ServerBuild {
  return {
    entry: { module: entry },
    routes,
    assets: {
      entry: { imports: [], module: '/entry.js' },
      routes: Object.fromEntries(
        Object.keys(routes).map((id) => [id, { id, module: `/${id}.js`, hasLoader: id === 'root' }]),
      ),
      url: '/manifest.js',
      version: '1',
    },
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: 'lazy', manifestPath: '/__manifest' },
  } as unknown as ServerBuild;
}
