// `npm start`: build the web app when its build is missing or stale, then run the production
// server (which migrates, seeds an empty database and serves pages, API and assets).
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
await import('../apps/api/src/main.ts');
