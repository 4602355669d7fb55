import { join } from 'node:path';
import { z } from 'zod';
import { createPrivateDiskStore } from './private-disk.ts';
import type { PrivateFileStore } from './port.ts';
import { createS3Store } from './s3.ts';

/**
 * The folder under DATA_DIR for private files on disk. Not `files/`: that one is the public store,
 * served to anyone at /files/ (web-host/files.ts), and a receipt must never be.
 */
export const privateFilesFolder = 'private-files';

const S3EnvSchema = z.object({
  /** With it, customers' files go to this S3-compatible store; without it, to DATA_DIR/private-files. */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 of a-z 0-9 . -')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as us-east-1')
    .default('us-east-1'),
});

const needed = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const s3Names = [...needed, 'S3_REGION'] as const;

/**
 * Picks the private file store once at start, from the environment (an empty variable counts as not
 * set, as in config/env.ts): S3 when S3_ENDPOINT is set, then every S3 variable is required; the
 * local disk under `${dataDir}/private-files` otherwise. Half a setup stops the start with every
 * problem named (never a value: one is a secret), rather than quietly keeping receipts on one disk.
 */
export function privateFilesFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  dataDir: string,
): PrivateFileStore {
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = S3EnvSchema.safeParse(given);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (given.S3_ENDPOINT) {
    for (const name of needed) if (!given[name]) problems.push(`${name}: required with S3_ENDPOINT`);
  } else {
    const set = s3Names.filter((name) => given[name]);
    if (set.length > 0) problems.push(`S3_ENDPOINT: required with ${set.join(', ')}`);
  }
  if (problems.length > 0 || !parsed.success) {
    throw new Error(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const s3 = parsed.data;
  if (!s3.S3_ENDPOINT || !s3.S3_BUCKET || !s3.S3_ACCESS_KEY_ID || !s3.S3_SECRET_ACCESS_KEY) {
    return createPrivateDiskStore(join(dataDir, privateFilesFolder));
  }
  return createS3Store({
    endpoint: s3.S3_ENDPOINT,
    bucket: s3.S3_BUCKET,
    accessKeyId: s3.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.S3_SECRET_ACCESS_KEY,
    region: s3.S3_REGION,
  });
}
