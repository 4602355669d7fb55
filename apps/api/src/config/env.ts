import { resolve } from 'node:path';
import { z } from 'zod';

/** The repository root, so relative defaults do not depend on the directory npm was run from. */
export const repoRoot = resolve(import.meta.dirname, '../../../..');

const booleanText = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'])
  .transform((value) => value === '1' || value === 'true' || value === 'yes');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  /** The address customers use, for canonical links, sitemaps and payment callbacks. */
  PUBLIC_URL: z.url().optional(),
  /** Which proxies' X-Forwarded-For to believe: 'loopback', or the load balancers' CIDRs. */
  TRUST_PROXY: z.string().min(1).default('loopback'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** PGlite's database and the local file store live here when no server is configured. */
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
  WEB_BUILD_DIR: z.string().min(1).default(resolve(repoRoot, 'apps/web/build')),
  /** How long whole public catalogue answers are shared between visitors; 0 turns it off. */
  PUBLIC_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seed the demo catalogue when the database has no products. */
  SEED_ON_START: booleanText.default(true),
  SEED_PRODUCTS: z.coerce.number().int().min(20).max(1_000_000).default(1500),
});

export type Config = z.infer<typeof EnvSchema> & { publicUrl: string };

/** Parses the environment once at start; a bad value stops the process with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means "not set", as shells and container tools write it.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
