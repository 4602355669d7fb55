import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { loadConfig } from '../config/env.ts';
import { openDatabase } from '../db/client.ts';
import { addOwnerCommand } from './add-owner.ts';

// `npm run staff:add-owner -- --mobile … --name …` (README, docs/deploy.md): adds an owner to the
// database the app would use (DATABASE_URL, or PGlite under DATA_DIR). The password comes from
// STAFF_OWNER_PASSWORD or is asked at the terminal without echo; it is never printed nor logged.

function askPassword(): Promise<string> {
  const fromEnv = process.env['STAFF_OWNER_PASSWORD'];
  if (fromEnv !== undefined) return Promise.resolve(fromEnv);
  if (!process.stdin.isTTY) {
    return Promise.reject(new Error('set STAFF_OWNER_PASSWORD or run the command at a terminal'));
  }
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    process.stdout.write('password: ');
    // Echo nothing the user types (the password) to the terminal.
    (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    rl.question('', (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

const config = loadConfig();
const handle = await openDatabase({
  databaseUrl: config.DATABASE_URL,
  dataDir: join(config.DATA_DIR, 'pglite'),
  poolSize: config.DATABASE_POOL_SIZE,
});
try {
  await handle.migrate();
  process.exitCode = await addOwnerCommand(
    handle.db,
    process.argv.slice(2),
    { password: askPassword, print: (line) => console.log(line) },
    new Date(),
  );
} finally {
  await handle.close();
}
