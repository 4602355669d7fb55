import { loadConfig } from './config/env.ts';
import { closeOnSignals, createServer } from './server.ts';

// The production entry: `npm start` (after building the web app) and containers run this.
const config = loadConfig();
const app = await createServer(config, 'built');
closeOnSignals(app);
await app.listen({ host: config.HOST, port: config.PORT });
