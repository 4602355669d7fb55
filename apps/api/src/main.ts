// The production entry: `npm start` (after building the web app) and containers run this.
//
// React, React DOM and React Router choose their development or production build from
// process.env.NODE_ENV when they are first imported, and the server imports them while loading:
// without this line `npm start` rendered pages with React's development build (about twice the CPU
// per page, with checks meant for developers). The configuration's own NODE_ENV default is the same.
process.env['NODE_ENV'] ??= 'production';

const { loadConfig } = await import('./config/env.ts');
const { closeOnSignals, createServer } = await import('./server.ts');

const { DataDirectoryInUse } = await import('./db/directory-lock.ts');

const config = loadConfig();
const app = await createServer(config, 'built').catch((error: unknown) => {
  // A second process on the same embedded store: say so plainly, without a stack trace.
  if (error instanceof DataDirectoryInUse) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});
closeOnSignals(app);
await app.listen({ host: config.HOST, port: config.PORT });
