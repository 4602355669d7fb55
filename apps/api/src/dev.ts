import { loadConfig } from './config/env.ts';
import { closeOnSignals, createServer } from './server.ts';

// `npm run dev`: the same server with Vite's hot reload for the web app.
const config = loadConfig({ NODE_ENV: 'development', ...process.env });
const app = await createServer(config, 'vite');
closeOnSignals(app);
await app.listen({ host: config.HOST, port: config.PORT });
