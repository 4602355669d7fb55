import { randomUUID } from 'node:crypto';
import { afterAll, describe } from 'vitest';
import { cacheContract } from './cache-contract.ts';
import { createRedisCache, type RedisCache } from './redis.ts';

// Runs when REDIS_URL is set (CI, or `eval "$(bash ../shared/ci/services.sh)"` locally).
const url = process.env['REDIS_URL'];

describe.skipIf(!url)('redis cache', () => {
  const cache: RedisCache = createRedisCache(url ?? '', { prefix: `test:${randomUUID()}:` });
  afterAll(() => cache.close());
  cacheContract(
    () => cache,
    (name) => name,
  );
});
