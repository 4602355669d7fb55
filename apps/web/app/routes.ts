import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  // Any path nobody claims: the spec shows the search page there; until it exists, a Persian 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
