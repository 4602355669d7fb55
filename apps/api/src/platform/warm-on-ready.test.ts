import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createMemoryCache } from '../adapters/cache/memory.ts';
import { buildApp } from '../app.ts';
import { getTestApp } from '../test/app.ts';

async function appLogging(warmOnReady: boolean) {
  const { database } = await getTestApp();
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  const app = await buildApp({
    database,
    cache: createMemoryCache(),
    publicUrl: 'http://shop.test',
    logger: { level: 'info', stream },
    warmOnReady,
  });
  return { app, lines };
}

describe('warming modules before the app is ready', () => {
  it('the server builds the suggestion index before it is ready, and says so', async () => {
    const { app, lines } = await appLogging(true);
    await app.ready();
    const warmed = lines.find((line) => line['msg'] === 'modules warmed');
    expect(warmed).toBeDefined();
    expect(lines.filter((line) => line['msg'] === 'warming a module failed')).toEqual([]);
    // The index is built: the first keystroke is answered from it.
    const answer = await app.inject({ url: '/api/v1/search/suggest?q=%D8%B4%DB%8C%D8%B1' });
    expect(answer.statusCode).toBe(200);
    await app.close();
  });

  it('an app built for tests leaves it to the first keystroke', async () => {
    const { app, lines } = await appLogging(false);
    await app.ready();
    expect(lines.find((line) => line['msg'] === 'modules warmed')).toBeUndefined();
    await app.close();
  });
});
